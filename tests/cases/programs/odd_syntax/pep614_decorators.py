class Signal:
    def __init__(self): self.handlers = []
    def connect(self, fn):
        self.handlers.append(fn.__name__)
        return fn
class Button:
    def __init__(self): self.clicked = Signal()
buttons = [Button(), Button()]
@buttons[0].clicked.connect
def on_click(): return "clicked"
print(buttons[0].clicked.handlers, on_click())
registry = {}
@lambda f: registry.setdefault(f.__name__, f)
def alpha(): return 1
print(sorted(registry), alpha())
@(lambda n: lambda f: [f] * n)(3)
def tri(): pass
print(len(tri), tri[0].__name__)
decos = [lambda f: f, lambda f: (lambda *a: f(*a) * 2)]
@decos[1]
@decos[0]
def dbl(x): return x + 1
print(dbl(4))
@(dict(a=lambda f: f.__name__.upper())["a"])
def beta(): pass
print(beta)
def maybe(flag): return (lambda f: f) if flag else (lambda f: None)
@maybe(True) if True else None
def gamma(): return "g"
print(gamma())
@x if (x := (lambda f: f.__doc__)) else None
def delta():
    "doc of delta"
print(delta)
class Cls:
    @staticmethod
    @(lambda f: f)
    def s(): return "static"
    @property
    @(lambda f: f)
    def p(self): return "prop"
print(Cls.s(), Cls().p)
@type
class Meta: pass
print(Meta is type, Meta.__name__)
