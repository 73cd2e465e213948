# Pattern.scanner: match() and search() continue from the last match's end, an empty
# match forbids another empty one at the same place, and exhaustion is sticky.
import re

for pat, text, flags in [(r"\d+|[a-z]+", "ab12cd 34", 0), (r"x*", "axxb", 0),
                         (r"", "abc", 0), (r"(?i)A", "aAbA", 0), (rb"\w", b"a b", 0)]:
    for meth in ("match", "search"):
        sc = re.compile(pat, flags).scanner(text)
        out = []
        for _ in range(8):
            m = getattr(sc, meth)()
            out.append(None if m is None else (m.span(), m.group(), m.pos, m.endpos))
        print(pat, meth, out)

sc = re.compile(r"\w").scanner("abcdef", 2, 4)
print([m.span() for m in iter(sc.search, None)])
print(sc.pattern.pattern, type(sc).__name__, type(sc).__module__)
try:
    re.compile("a").scanner(b"a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    type(sc)()
except TypeError as e:
    print(type(e).__name__, e)
