# The re module: compiling (parser, translator, PCRE2 compile), matching, the Match
# object, sub with a template and a callback, split, and a pattern error.
import re
p = re.compile(r"(?P<w>\w+)@(\w+)\.(?:com|org)", re.I)
m = p.search("mail: Joe@Example.com, ann@site.org")
print(m, m.groups(), m.groupdict(), m.span("w"), m.lastindex)
print(p.findall("a@b.com c@d.org"), [x.span() for x in p.finditer("x@y.com")])
print(re.sub(r"(\d+)", r"<\1>", "a1b22"), re.sub(r"\d", lambda m: "#", "a1b2"))
print(re.split(r"(,)\s*", "a, b,c"), re.fullmatch(rb"[a-z]+", b"abc"))
try:
    re.compile("(a")
except re.error as e:
    print("error", e)
