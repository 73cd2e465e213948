class A: pass
a = A()
print(hash(a) == hash(a), a == a, a != A())
class E:
    def __eq__(self, o): return True
print(E.__hash__)
try:
    hash(E())
except TypeError as e:
    print(e)
class H:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, H) and self.v == o.v
    def __hash__(self): return hash(self.v)
print(len({H(1), H(1), H(2)}))
class Sub(H):
    def __eq__(self, o): return False
try:
    hash(Sub(1))
except TypeError as e:
    print(e)
class NoH:
    __hash__ = None
try:
    {NoH()}
except TypeError as e:
    print(e)
class BadH:
    def __hash__(self): return 'x'
try:
    hash(BadH())
except TypeError as e:
    print(e)
class BigH:
    def __hash__(self): return 2**100
print(hash(BigH()) == hash(2**100))
