class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass
print([c.__name__ for c in Z.__mro__])
print(Z.__bases__ == (K1, K2, K3), Z.__base__.__name__, bool.__mro__, bool.__base__)
