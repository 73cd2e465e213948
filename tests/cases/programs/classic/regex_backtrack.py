"""A backtracking regex matcher (., *, +, ?, [], ^, $, groups, |) compiled into node classes."""
from typing import List, Optional, Tuple


class Node:
    def match(self, s: str, i: int, k) -> Optional[int]:
        raise NotImplementedError

    def __repr__(self) -> str:
        return type(self).__name__


class Char(Node):
    def __init__(self, ch: str) -> None:
        self.ch = ch

    def match(self, s, i, k):
        if i < len(s) and (self.ch == "." or s[i] == self.ch):
            return k(i + 1)
        return None

    def __repr__(self) -> str:
        return f"Char({self.ch!r})"


class CharClass(Node):
    def __init__(self, items: List[Tuple[str, str]], negate: bool) -> None:
        self.items = items
        self.negate = negate

    def match(self, s, i, k):
        if i >= len(s):
            return None
        hit = any(lo <= s[i] <= hi for lo, hi in self.items)
        return k(i + 1) if hit != self.negate else None


class Seq(Node):
    def __init__(self, parts: List[Node]) -> None:
        self.parts = parts

    def match(self, s, i, k):
        def run(idx, pos):
            if idx == len(self.parts):
                return k(pos)
            return self.parts[idx].match(s, pos, lambda p: run(idx + 1, p))
        return run(0, i)


class Alt(Node):
    def __init__(self, options: List[Node]) -> None:
        self.options = options

    def match(self, s, i, k):
        for opt in self.options:
            r = opt.match(s, i, k)
            if r is not None:
                return r
        return None


class Repeat(Node):
    def __init__(self, node: Node, lo: int, hi: Optional[int], greedy: bool = True) -> None:
        self.node, self.lo, self.hi, self.greedy = node, lo, hi, greedy

    def match(self, s, i, k):
        def attempt(count, pos):
            can_more = self.hi is None or count < self.hi
            if count >= self.lo and not self.greedy:
                r = k(pos)
                if r is not None:
                    return r
            if can_more:
                r = self.node.match(s, pos, lambda p: attempt(count + 1, p) if p != pos else None)
                if r is not None:
                    return r
            if count >= self.lo and self.greedy:
                return k(pos)
            return None
        return attempt(0, i)


class Anchor(Node):
    def __init__(self, kind: str) -> None:
        self.kind = kind

    def match(self, s, i, k):
        if self.kind == "^" and i == 0 or self.kind == "$" and i == len(s):
            return k(i)
        return None


class Group(Node):
    def __init__(self, node: Node, index: int) -> None:
        self.node, self.index = node, index

    def match(self, s, i, k):
        return self.node.match(s, i, k)


class RegexError(Exception):
    pass


class Parser:
    def __init__(self, pattern: str) -> None:
        self.p = pattern
        self.i = 0
        self.groups = 0

    def parse(self) -> Node:
        node = self.alt()
        if self.i != len(self.p):
            raise RegexError(f"unbalanced parenthesis at position {self.i}")
        return node

    def alt(self) -> Node:
        options = [self.seq()]
        while self.i < len(self.p) and self.p[self.i] == "|":
            self.i += 1
            options.append(self.seq())
        return options[0] if len(options) == 1 else Alt(options)

    def seq(self) -> Node:
        parts: List[Node] = []
        while self.i < len(self.p) and self.p[self.i] not in "|)":
            parts.append(self.repeat())
        return Seq(parts)

    def repeat(self) -> Node:
        atom = self.atom()
        if self.i < len(self.p) and self.p[self.i] in "*+?":
            op = self.p[self.i]
            self.i += 1
            lo, hi = {"*": (0, None), "+": (1, None), "?": (0, 1)}[op]
            greedy = True
            if self.i < len(self.p) and self.p[self.i] == "?":
                greedy = False
                self.i += 1
            return Repeat(atom, lo, hi, greedy)
        return atom

    def atom(self) -> Node:
        ch = self.p[self.i]
        self.i += 1
        if ch == "(":
            self.groups += 1
            idx = self.groups
            inner = self.alt()
            if self.i >= len(self.p) or self.p[self.i] != ")":
                raise RegexError("missing ), unterminated subpattern")
            self.i += 1
            return Group(inner, idx)
        if ch == "[":
            negate = self.p.startswith("^", self.i)
            if negate:
                self.i += 1
            items = []
            while self.i < len(self.p) and self.p[self.i] != "]":
                lo = self.p[self.i]
                if self.p.startswith("-", self.i + 1) and self.i + 2 < len(self.p) and self.p[self.i + 2] != "]":
                    items.append((lo, self.p[self.i + 2]))
                    self.i += 3
                else:
                    items.append((lo, lo))
                    self.i += 1
            if self.i >= len(self.p):
                raise RegexError("unterminated character set")
            self.i += 1
            return CharClass(items, negate)
        if ch in "^$":
            return Anchor(ch)
        if ch == "\\":
            ch = self.p[self.i]
            self.i += 1
            if ch == "d":
                return CharClass([("0", "9")], False)
            if ch == "w":
                return CharClass([("a", "z"), ("A", "Z"), ("0", "9"), ("_", "_")], False)
            return Char(ch) if ch != "." else CharClass([(".", ".")], False)
        if ch in "*+?":
            raise RegexError(f"nothing to repeat at position {self.i - 1}")
        return Char(ch)


def search(pattern: str, text: str) -> Optional[Tuple[int, int]]:
    node = Parser(pattern).parse()
    for start in range(len(text) + 1):
        end = node.match(text, start, lambda i: i)
        if end is not None:
            return start, end
    return None


def findall(pattern: str, text: str) -> List[str]:
    node = Parser(pattern).parse()
    out, i = [], 0
    while i <= len(text):
        end = node.match(text, i, lambda j: j)
        if end is None:
            i += 1
        else:
            out.append(text[i:end])
            i = end if end > i else i + 1
    return out


def main() -> None:
    cases = [("a.c", "xxabcxx"), ("ab*c", "ac abbbc"), ("^ab+", "abbb"), ("colou?r", "the color red"),
             ("[0-9]+", "order 66 and 123"), ("(cat|dog)s?$", "hotdogs"), ("a.*?b", "aXXbYYb"),
             ("a.*b", "aXXbYYb"), ("[^aeiou ]+", "queueing theory"), ("\\d\\d:\\d\\d", "at 09:45 pm"),
             ("x+$", "xyz"), ("(a|ab)(c|bcd)(d*)", "abcd"), ("", "abc"), ("\\w+@\\w+\\.com", "mail bob@site.com now")]
    for pat, text in cases:
        span = search(pat, text)
        print(f"{pat:<20} {text!r:<26} {span} {text[span[0]:span[1]]!r}" if span else f"{pat:<20} {text!r:<26} no match")
    print(findall("[a-z]+", "Hello World, 42 times!"), findall("\\d+", "1 22 333 x4444"), findall("a*", "baaac"))
    for bad in ("(ab", "*a", "[abc", "a)b"):
        try:
            search(bad, "abc")
        except RegexError as exc:
            print(f"{bad!r}: {exc}")
    print(repr(Parser("ab|c").parse()), Parser("(a)(b(c))").parse() and Parser("(a)(b(c))").groups)
    big = "a" * 18 + "b"
    print(search("(a|a)*c", "a" * 7), search("a*a*a*b", big))


if __name__ == "__main__":
    main()
