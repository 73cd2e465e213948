class F(float):
    def half(self): return self / 2
f = F(3.5)
print(f, f.half(), f + 1, isinstance(f, float), round(f), int(f), f.is_integer())
class Temp(float):
    def __new__(cls, v, unit='C'):
        o = float.__new__(cls, v)
        o.unit = unit
        return o
    def __str__(self): return f"{float(self)}{self.unit}"
t = Temp(21.5)
print(t, repr(t), t * 2, t.unit)
