class Event:
    def __init__(self): self.name = None
    def __set_name__(self, owner, name):
        self.name = name
        owner._events = getattr(owner, "_events", ()) + (name,)
    def __get__(self, obj, owner=None):
        if obj is None: return self
        return BoundEvent(obj, self.name)
class BoundEvent:
    def __init__(self, obj, name): self.obj, self.name = obj, name
    @property
    def handlers(self): return self.obj.__dict__.setdefault("_h_" + self.name, [])
    def __iadd__(self, fn): self.handlers.append(fn); return self
    def __isub__(self, fn): self.handlers.remove(fn); return self
    def __call__(self, *a, **k): return [h(*a, **k) for h in self.handlers]
    def __len__(self): return len(self.handlers)
    def __repr__(self): return f"<event {self.name} with {len(self)} handlers>"
class Button:
    clicked = Event()
    hovered = Event()
    def __setattr__(self, name, value):
        if isinstance(value, BoundEvent): return  # `obj.evt += f` assigns back the bound event
        super().__setattr__(name, value)
b = Button()
def log(x): return f"log {x}"
b.clicked += log
b.clicked += lambda x: x * 2
b.hovered += print
print(b.clicked(21), b.clicked, len(b.hovered), Button._events, type(Button.clicked).__name__)
b.clicked -= log
print(b.clicked("z"), b.clicked)
b2 = Button(); print(b2.clicked(1), len(b2.clicked))
b.hovered("hover arg", sep="|")
class Validated:
    def __init__(self, *checks): self.checks = checks
    def __set_name__(self, owner, name): self.attr = "_" + name
    def __get__(self, obj, owner=None): return self if obj is None else getattr(obj, self.attr)
    def __set__(self, obj, value):
        for chk in self.checks:
            if not chk(value): raise ValueError(f"{self.attr[1:]}={value!r} fails {chk.__name__}")
        setattr(obj, self.attr, value)
def positive(v): return v > 0
def small(v): return v < 100
class Item:
    qty = Validated(positive, small)
    price = Validated(positive)
    def __init__(self, q, p): self.qty, self.price = q, p
it = Item(3, 2.5); print(it.qty, it.price, vars(it))
for q, p in [(0, 1), (500, 1), (1, -1)]:
    try: Item(q, p)
    except ValueError as e: print(e)
