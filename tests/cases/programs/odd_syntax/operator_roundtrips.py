class V:
    def __init__(self, *c):
        self.c = c

    def __repr__(self):
        return f"V{self.c}"

    def __add__(self, o):
        if isinstance(o, V):
            return V(*(a + b for a, b in zip(self.c, o.c)))
        if isinstance(o, (int, float)):
            return V(*(a + o for a in self.c))
        return NotImplemented

    def __radd__(self, o):
        return self + o

    def __sub__(self, o):
        return self + (-o)

    def __rsub__(self, o):
        return (-self) + o

    def __neg__(self):
        return V(*(-a for a in self.c))

    def __mul__(self, k):
        return V(*(a * k for a in self.c)) if isinstance(k, (int, float)) else NotImplemented

    __rmul__ = __mul__

    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self.c, o.c))

    def __truediv__(self, k):
        return V(*(a / k for a in self.c))

    def __floordiv__(self, k):
        return V(*(a // k for a in self.c))

    def __mod__(self, k):
        return V(*(a % k for a in self.c))

    def __pow__(self, k):
        return V(*(a ** k for a in self.c))

    def __abs__(self):
        return sum(a * a for a in self.c) ** 0.5

    def __eq__(self, o):
        return isinstance(o, V) and self.c == o.c

    def __hash__(self):
        return hash(self.c)

    def __lt__(self, o):
        return abs(self) < abs(o)

    def __bool__(self):
        return any(self.c)

    def __len__(self):
        return len(self.c)

    def __getitem__(self, i):
        return self.c[i]

    def __iter__(self):
        return iter(self.c)

    def __contains__(self, x):
        return x in self.c

    def __iadd__(self, o):
        self.c = (self + o).c
        return self

    def __invert__(self):
        return V(*reversed(self.c))

    def __and__(self, o):
        return V(*(a & b for a, b in zip(self.c, o.c)))

    def __lshift__(self, n):
        return V(*(self.c[n:] + self.c[:n]))


a, b = V(1, 2, 3), V(4, 5, 6)
print(a + b, a - b, 1 + a, 10 - a, a * 2, 3 * a, a @ b, b / 2, b // 2, b % 4, a ** 2)
print(abs(V(3, 4)), -a, ~a, a & b, a << 1, a == V(1, 2, 3), a != b, a < b, sorted([b, a]))
print(bool(V(0, 0)), len(a), a[1], a[-1], list(a), 2 in a, 9 in a, max(a), sum(a))
c = a
c += 1
print(c, a, c is a)
try:
    a * "x"
except TypeError as e:
    print("TypeError:", e)
try:
    a + "x"
except TypeError as e:
    print("TypeError:", e)
print({a: "first", V(1, 2, 3) + 1: "second"}.get(V(2, 3, 4)), sum([a, b], V(0, 0, 0)))
