import inspect

def f(a, b: int = 1, /, c=2, *args: str, d, e=3, **kw) -> list: pass
def g(): pass
class C:
    def m(self, x, y=0): pass
print(inspect.getfullargspec(f))
print(inspect.getfullargspec(g))
print(inspect.getfullargspec(C().m), inspect.getfullargspec(C))
print(inspect.getfullargspec(lambda *a, k: 0))
spec = inspect.getfullargspec(f)
print(spec.args, spec.varargs, spec.varkw, spec.defaults, spec.kwonlyargs, spec.kwonlydefaults, spec.annotations)
for bad in (3, len):
    try:
        inspect.getfullargspec(bad)
    except TypeError as e:
        print(type(e).__name__, e)
