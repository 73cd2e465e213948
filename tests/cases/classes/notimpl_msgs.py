class A:
    def __add__(self, o): return NotImplemented
    def __lt__(self, o): return NotImplemented
class B:
    def __radd__(self, o): return 'B.radd'
    def __gt__(self, o): return 'B.gt'
print(A() + B(), A() < B())
try:
    A() + A()
except TypeError as e:
    print(e)
try:
    A() < 1
except TypeError as e:
    print(e)
try:
    1 - A()
except TypeError as e:
    print(e)
try:
    -A()
except TypeError as e:
    print(e)
try:
    A() ** 2
except TypeError as e:
    print(e)
try:
    pow(A(), 2, 3)
except TypeError as e:
    print(e)
print(A() == A(), A() != A())
try:
    A() <= A()
except TypeError as e:
    print(e)
