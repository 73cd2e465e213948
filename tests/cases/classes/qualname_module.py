class Outer:
    class Inner:
        def meth(self): pass
    def method(self):
        class Local: pass
        return Local
print(Outer.__qualname__, Outer.Inner.__qualname__, Outer.Inner.meth.__qualname__)
print(Outer().method().__qualname__, Outer.__module__, Outer.Inner.__module__)
print(Outer.Inner, Outer.__name__, Outer.Inner.__name__)
def f():
    def g(): pass
    return g
print(f.__qualname__, f().__qualname__, f.__module__)
print(int.__qualname__, int.__module__, len.__name__)
