import copy


class I(int):
    pass


class T(tuple):
    pass


class S(str):
    pass


for cls, val in ((I, 5), (T, (1, [2])), (S, "ab")):
    o = cls(val)
    o.tag = "t"
    c = copy.copy(o)
    d = copy.deepcopy(o)
    print(type(c).__name__, c, c.tag, type(d).__name__, d, d.tag, c == o, d == o)
t = T((1, [2]))
d = copy.deepcopy(t)
d[1].append(3)
print(t, d)
a, b, m = I(3), I(4), I(5)
print(pow(a, b), pow(a, b, m), a ** b, pow(2, I(3), I(5)), type(pow(a, b)).__name__, a + b, a * 2, divmod(I(7), I(2)), I(7) // 2, -a, abs(I(-3)), a << I(2), 10 % I(3))
print(pow(I(2), -1, I(5)), round(I(15), -1), (3).__pow__(I(2), I(5)), I(3).__rpow__(2))




class P(int):
    def __pow__(self, other, mod=None):
        return ("P.__pow__", int(self), other, mod)

    def __rpow__(self, other, mod=None):
        return ("P.__rpow__", other, int(self), mod)


print(pow(P(2), 3, 5), pow(2, P(3), 5), P(2) ** 3, 2 ** P(3), pow(P(2), 3))


class D(int):
    def __divmod__(self, other):
        return "D.__divmod__"

    def __rdivmod__(self, other):
        return "D.__rdivmod__"


print(divmod(D(7), 2), divmod(7, D(2)), divmod(D(7), D(2)), divmod(I(9), 2.5))
