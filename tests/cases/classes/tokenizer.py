class Token:
    def __init__(self, kind, text, pos):
        self.kind, self.text, self.pos = kind, text, pos
    def __repr__(self): return f"Token({self.kind}, {self.text!r}, {self.pos})"
    def __eq__(self, o): return (self.kind, self.text) == (o.kind, o.text)
class Tokenizer:
    OPS = set('+-*/()')
    def __init__(self, src):
        self.src, self.i = src, 0
    def __iter__(self): return self
    def __next__(self):
        s = self.src
        while self.i < len(s) and s[self.i].isspace(): self.i += 1
        if self.i >= len(s): raise StopIteration
        c, start = s[self.i], self.i
        if c.isdigit():
            while self.i < len(s) and s[self.i].isdigit(): self.i += 1
            return Token('NUM', s[start:self.i], start)
        if c.isalpha():
            while self.i < len(s) and s[self.i].isalnum(): self.i += 1
            return Token('NAME', s[start:self.i], start)
        if c in self.OPS:
            self.i += 1
            return Token('OP', c, start)
        raise SyntaxError(f"bad char {c!r} at {start}")
toks = list(Tokenizer("x1 + 23*(y - 4)"))
print(toks)
print(toks[0] == Token('NAME', 'x1', 99), len(toks))
try:
    list(Tokenizer("a $ b"))
except SyntaxError as e:
    print('SyntaxError:', e)
