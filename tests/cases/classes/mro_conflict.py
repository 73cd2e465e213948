class A: pass
class B(A): pass
try:
    class C(A, B): pass
except TypeError as e:
    print(e)
class X: pass
class Y: pass
class P(X, Y): pass
class Q(Y, X): pass
try:
    class R(P, Q): pass
except TypeError as e:
    print(e)
try:
    class D(A, A): pass
except TypeError as e:
    print(e)
try:
    class L(int, str): pass
except TypeError as e:
    print(e)
try:
    class NoB(bool): pass
except TypeError as e:
    print(e)
print(P.__mro__)
print([c.__name__ for c in P.mro()])
