class A:
    __slots__ = ['a']
class B(A):
    __slots__ = 'b'
class C(B):
    pass
c = C()
c.a = 1; c.b = 2; c.z = 3
print(c.a, c.b, c.z, c.__dict__)
b = B()
b.a = 1
try:
    b.q = 1
except AttributeError as e:
    print(e)
print(B.__slots__, A.__slots__)
