class GA:
    def __getattribute__(self, name):
        if name == "magic": return 42
        return object.__getattribute__(self, name)
    def __getattr__(self, name): return f"fallback {name}"
g = GA(); g.real = 1
print(g.magic, g.real, g.other, getattr(g, "magic"), hasattr(g, "zz"))
class Log:
    def __getattribute__(self, n):
        print("get", n)
        return super().__getattribute__(n)
    def m(self): return 1
l = Log(); print(l.m())
class NoIter:
    __iter__ = None
try: iter(NoIter())
except TypeError as e: print(e)
class NoHash:
    __hash__ = None
try: hash(NoHash())
except TypeError as e: print(e)
class EqOnly:
    def __eq__(self, o): return True
print(EqOnly.__hash__)
class Sub(EqOnly):
    __hash__ = object.__hash__
print(hash(Sub()) is not None)
class BadBool:
    def __bool__(self): return 1
try: bool(BadBool())
except TypeError as e: print(e)
class BadRepr:
    def __repr__(self): return 5
try: repr(BadRepr())
except TypeError as e: print(e)
class StrOnly:
    def __str__(self): return "stronly"
print(str(StrOnly()), f"{StrOnly()}", "%s" % StrOnly(), [StrOnly()].__len__())
class NoRev:
    __reversed__ = None
    def __len__(self): return 1
    def __getitem__(self, i): return i
try: reversed(NoRev())
except TypeError as e: print(e)
class Cont:
    def __iter__(self): yield from [1, 2]
print(2 in Cont(), 3 in Cont())
try: 1.5 .__index__()
except AttributeError as e: print(e)
try: [1][float(1)]
except TypeError as e: print(e)
class IC:
    @classmethod
    def __class_getitem__(cls, k): return (cls.__name__, k)
print(IC[1])
class Call:
    __call__ = lambda self, x: x * 2
print(Call()(4))
class Inst: pass
i = Inst(); i.__call__ = lambda: 1
try: i()
except TypeError as e: print(e)
i.__len__ = lambda: 5
try: len(i)
except TypeError as e: print(e)
class Dyn: pass
Dyn.__len__ = lambda self: 7
print(len(Dyn()))
Dyn.__add__ = lambda self, o: "added"
print(Dyn() + 1)
Dyn.__eq__ = lambda s, o: "eq!"
print(Dyn() == 1)
del Dyn.__len__
try: len(Dyn())
except TypeError as e: print(e)
class Cls:
    x = 1
    def get_class(self): return __class__
print(Cls().get_class().__name__)
class Outer:
    def f(self):
        class Inner:
            def g(self): return __class__.__name__
        return Inner().g()
print(Outer().f())
class Mro(int, Inst): pass
print([c.__name__ for c in Mro.__mro__], Mro(5) + 1, isinstance(Mro(1), Inst))
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print([k.__name__ for k in D.mro()], D.__base__.__name__, D.__bases__)
try:
    class X(A, B): pass
except TypeError as e: print(e)
print(isinstance(D(), (int, A)), issubclass(D, (C,)), issubclass(bool, int), isinstance(True, int))
print(object.__name__, type(object), object.__bases__, type.__bases__, type.__mro__)
