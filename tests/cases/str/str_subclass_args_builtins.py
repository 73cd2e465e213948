class S(str):
    pass


class O:
    pass


o = O()
setattr(o, S("x"), 1)
print(getattr(o, S("x")), hasattr(o, S("x")), o.x)
delattr(o, S("x"))
print(hasattr(o, "x"))
print(1, 2, sep=S("-"), end=S("!\n"))
print(int(S("ff"), 16), float(S(" 2.5 ")), complex(S("1+2j")))
print(dict.fromkeys([S("a")]), {S("a"): 1} == {"a": 1})
print(str.__new__(str, S("abc")), repr(S("q")), str(S("q")) == "q")
print(S("a,b").split(","), "-".join(map(S, "xyz")))
print(sorted([S("b"), S("a")]), max(S("ab"), "b"), S("ab") * 2)
print("abc".count(S("")), "abc".find(S("z")), "x".zfill(S.__len__(S("abc"))))
print(S("Hello").lower(), "Hi %s" % S("there"), f"{S('x')!r}")
print(bytes(S("hi"), S("ascii")), bytearray(S("hi"), "utf-8"))
print("a b".split(sep=S(" ")), "a\nb".splitlines())
