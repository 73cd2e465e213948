class S(str):
    pass


sep = S(",")
tests = [
    lambda: "a,b".split(sep),
    lambda: "a,b".rsplit(sep),
    lambda: "x".join([S("a"), S("b")]),
    lambda: S("-").join(["a", "b"]),
    lambda: "abc".startswith(S("a")),
    lambda: "abc".startswith((S("x"), S("a"))),
    lambda: "abc".endswith((S("x"), S("c"))),
    lambda: "abc".endswith(S("c"), 1),
    lambda: "abc".replace(S("b"), S("B")),
    lambda: "abc".find(S("c")),
    lambda: "abc".rfind(S("c")),
    lambda: "abc".index(S("b")),
    lambda: "abc".rindex(S("b")),
    lambda: "abcb".count(S("b")),
    lambda: S("b") in "abc",
    lambda: "abc".partition(S("b")),
    lambda: "abc".rpartition(S("b")),
    lambda: "  abc  ".strip(S(" a")),
    lambda: "xxabcxx".lstrip(S("x")),
    lambda: "xxabcxx".rstrip(S("x")),
    lambda: "abc".center(7, S("*")),
    lambda: "abc".ljust(5, S("-")),
    lambda: "abc".rjust(5, S("-")),
    lambda: "{}-{}".format(S("a"), S("b")),
    lambda: "{x}".format(x=S("q")),
    lambda: "{:>5}".format(S("ab")),
    lambda: "%s|%r" % (S("a"), S("b")),
    lambda: "abc" + S("d"),
    lambda: "abc" == S("abc"),
    lambda: "abc" < S("abd"),
    lambda: "prefix_x".removeprefix(S("prefix_")),
    lambda: "x_suffix".removesuffix(S("_suffix")),
    lambda: "abc".translate(str.maketrans(S("a"), S("z"))),
    lambda: str.maketrans({S("a"): S("b")}),
    lambda: "a\tb".expandtabs(),
    lambda: "ab".zfill(5),
    lambda: "AbC".casefold() == S("abc"),
    lambda: "a b".split(S(" "), 1),
    lambda: "a,b,,c".split(sep, maxsplit=S is None),
    lambda: "abc".encode(S("utf-8")),
    lambda: b"abc".decode(S("ascii")),
    lambda: "ab".__contains__(S("a")),
    lambda: "abc".__eq__(S("abc")),
    lambda: ord(S("a")),
    lambda: int(S("12")),
    lambda: float(S("1.5")),
    lambda: "x".join((S(c) for c in "abc")),
    lambda: str(S("abc")),
    lambda: {"k": 1}[S("k")],
    lambda: getattr(S, "upper")(S("abc")),
    lambda: format(3, S(">4")),
    lambda: f"{S('z'):>3}",
    lambda: "abc".startswith(S("")),
    lambda: "a.b.c".split(S("."), S.__len__(S("ab"))),
    lambda: sorted([S("b"), "a"]),
    lambda: S("abc").upper(),
    lambda: "abc".split(5),
    lambda: "abc".startswith((S("a"), 1)),
]
for t in tests:
    try:
        r = t()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
print(ord(b"a"), ord(bytearray(b"z")))
for bad in (b"ab", b""):
    try:
        ord(bad)
    except TypeError as e:
        print(e)
print("ab".__add__(S("c")), "b" > S("a"), S("a") < "b", "a" != S("a"))
