class S(str):
    def shout(self): return self.upper() + '!'
s = S('hi')
print(s, s.shout(), s + 'x', len(s), s == 'hi', {s: 1}['hi'], s[0], type(s[0]).__name__)
print(isinstance(s, str), repr(s), s.split('i'), 'h' in s, f"{s:>5}", s * 2, '-'.join([s, s]))
class Tag(str):
    def __new__(cls, v):
        return super().__new__(cls, v.lower())
    def __repr__(self): return f"Tag({str(self)!r})"
t = Tag('ABC')
print(t, repr(t), [t], t.startswith('a'), type(t).__name__, str(t) == 'abc')
print(sorted([S('b'), S('a')]), max(S('x'), 'y'))
