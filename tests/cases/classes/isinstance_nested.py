class A: pass
class B(A): pass
class C: pass
b = B()
print(isinstance(b, (C, (int, (A,)))), isinstance(b, ((((C,),),),)), issubclass(B, ((C,), A)))
print(isinstance(True, int), isinstance(1, bool), issubclass(bool, (str, int)))
print(isinstance(None, type(None)), isinstance(A, type), isinstance(b, object))
print(issubclass(A, object), issubclass(object, A))
try:
    isinstance(b, [A])
except TypeError as e:
    print(e)
