class Lazy:
    def __init__(self, fn): self.fn = fn; self.name = fn.__name__
    def __get__(self, obj, cls):
        if obj is None: return self
        v = self.fn(obj)
        obj.__dict__[self.name] = v
        return v
class C:
    calls = 0
    @Lazy
    def expensive(self):
        C.calls += 1
        return 42
c = C()
print(c.expensive, c.expensive, C.calls, type(C.expensive).__name__)
