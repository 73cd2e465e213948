class A:
    def m(self, x): return x * 2
a = A()
bm = a.m
print(bm(3), bm.__self__ is a, bm.__func__ is A.m, A.m(a, 4), bm.__name__, bm.__qualname__)
print(a.m == a.m, a.m is a.m, A.m is A.m, type(bm).__name__, type(A.m).__name__)
f = A.m
print(f(a, 5), callable(bm))
