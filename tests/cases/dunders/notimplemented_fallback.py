class Meters:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        if isinstance(o, Meters): return Meters(self.v + o.v)
        return NotImplemented
    def __radd__(self, o):
        if o == 0: return self
        return NotImplemented
    def __repr__(self): return f"{self.v}m"
print(Meters(1) + Meters(2), sum([Meters(1), Meters(2), Meters(3)]))
try:
    Meters(1) + 'x'
except TypeError as e:
    print(e)
try:
    'x' + Meters(1)
except TypeError as e:
    print(e)
try:
    [1] + Meters(1)
except TypeError as e:
    print(e)
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__)
