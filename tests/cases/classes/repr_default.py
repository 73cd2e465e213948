class C: pass
r = repr(C())
print(r.startswith('<__main__.C object at 0x'), r.endswith('>'))
print(str(C()).startswith('<__main__.C object at'))
print(repr(C), str(C))
class R:
    def __repr__(self): return 'R()'
print(str(R()), repr(R()), f"{R()}", [R()], format(R()))
class S:
    def __str__(self): return 'S!'
print(str(S()), repr(S()).startswith('<__main__.S'))
class Outer:
    class Inner: pass
print(Outer.Inner, Outer.Inner.__qualname__, Outer.Inner.__name__)
