class A:
    def f(self): return 'A'
    def g(self): return self.f() + '!'
class B(A):
    def f(self): return 'B'
print(B().g(), isinstance(B(), A), issubclass(B, A), B.__mro__ if False else 1)
