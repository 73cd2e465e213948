class Outer:
    class Inner:
        def method(self, a, *, b):
            pass
    def make(self):
        def local(x, /):
            pass
        return local
try:
    Outer.Inner().method(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    Outer().make()(x=1)
except TypeError as e:
    print("TypeError:", e)
try:
    Outer.Inner().method(1, c=2)
except TypeError as e:
    print("TypeError:", e)
try:
    Outer.Inner().method()
except TypeError as e:
    print("TypeError:", e)
