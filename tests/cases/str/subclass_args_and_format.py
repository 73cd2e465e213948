# str-subclass instances as arguments of str methods, and format() of builtin-subclass
# instances with an empty spec going through their own __str__/__repr__.
class S(str):
    pass


class Loud(str):
    def __str__(self):
        return "LOUD"

    def __repr__(self):
        return "Loud()"


class I(int):
    def __str__(self):
        return f"I<{int(self)}>"


class F(float):
    def __repr__(self):
        return "F!"


class G(float):
    def __format__(self, spec):
        return "G" + spec


s = S("a,b")
print("x,a".startswith(S("x")), "x,a".endswith((S("a"), "q")), "a,b,c".split(S(",")))
print("aaa".replace(S("a"), S("b")), "abc".find(S("c")), "abc".index(S("b")), "aXa".count(S("a")))
print("abcba".strip(S("a")), "abc".lstrip(S("a")), "abc".partition(S("b")), "abc".rpartition(S("b")))
print("abc".removeprefix(S("a")), "abc".removesuffix(S("c")), "x".center(5, S("*")), s.split(S(",")))
print(f"{Loud('x')}", format(Loud("x"), ""), format(Loud("x"), "<3"), "{}".format(Loud("y")))
print(f"{I(3)}", f"{I(3):d}", f"{I(3):>4}", format(I(4)), "{}".format(I(5)), "%s|%d" % (I(6), I(6)))
print(f"{F(1.5)}", f"{F(1.5):g}", f"{G(1)}", f"{G(2):x}", f"{I(7)!r}", f"{I(8)!s:>6}")
try:
    "abc".startswith(3)
except TypeError as exc:
    print(exc)
