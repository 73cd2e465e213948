# Red team 2 (issue 10), program 116_class_assign_mid.
# attacks: __class__ assignment mid-method / during attribute lookup / in __eq__ during dict probe
class A:
    def m(self):
        self.__class__ = B
        return self.n()
    def n(self): return "A.n"
class B:
    def n(self): return "B.n"
    def m(self): return "B.m"
print(A().m())
class K:
    def __hash__(self): return 1
    def __eq__(self, o):
        self.__class__ = K2
        return False
class K2:
    def __hash__(self): return 1
    def __eq__(self, o): return True
d = {K(): 1}
print(K() in d, d.get(K()))
try:
    x = 1; x.__class__ = bool
except TypeError as e: print("TE", e)
class S:
    __slots__ = ('a',)
class T:
    __slots__ = ('b',)
s = S()
try: s.__class__ = T
except TypeError as e: print("TE", e)
class P(list): pass
class Q(list): pass
p = P([1, 2])
p.__class__ = Q
print(type(p).__name__, p)
try: p.__class__ = dict
except TypeError as e: print("TE", e)
class D:
    def __get__(self, o, t):
        o.__class__ = E
        return 5
class C:
    x = D()
class E:
    x = 7
c = C()
print(c.x, c.x, type(c).__name__)
