class C:
    __contains__ = None
    def __iter__(self): return iter([1])
try: 1 in C()
except TypeError as e: print(e)
class L:
    __len__ = None
try: len(L())
except TypeError as e: print(e)
class G:
    __getitem__ = None
try: G()[0]
except TypeError as e: print(e)
class A:
    __add__ = None
try: A() + 1
except TypeError as e: print(e)
try: 1 + A()
except TypeError as e: print(e)
class R:
    __radd__ = None
try: 1 + R()
except TypeError as e: print(e)
class E:
    __eq__ = None
try: print(E() == 1)
except TypeError as e: print(e)
class B:
    __bool__ = None
try: bool(B())
except TypeError as e: print(e)
class CA:
    __call__ = None
try: CA()()
except TypeError as e: print(e)
class N:
    __neg__ = None
try: -N()
except TypeError as e: print(e)
class S:
    __str__ = None
try: str(S())
except TypeError as e: print(e)
class H:
    __hash__ = None
print(H.__hash__, {1} if True else 0)
class F:
    __format__ = None
try: format(F())
except TypeError as e: print(e)
