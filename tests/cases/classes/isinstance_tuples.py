class A: pass
class B(A): pass
print(isinstance(B(), (int, (str, A))), isinstance(1, ()), issubclass(B, (int, A)))
print(issubclass(bool, int), issubclass(B, B), isinstance(True, (float, (int,))))
try:
    isinstance(1, 1)
except TypeError as e:
    print(e)
try:
    issubclass(1, int)
except TypeError as e:
    print(e)
try:
    issubclass(B, (A, 1))
except TypeError as e:
    print(e)
print(isinstance(int, type), isinstance(type, type), isinstance(type, object), issubclass(type, object))
