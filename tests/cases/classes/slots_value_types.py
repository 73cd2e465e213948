for base in (int, str, tuple):
    try:
        type('X', (base,), {'__slots__': ('a',)})
    except TypeError as e:
        print(e)
class F(float):
    __slots__ = ('unit',)
f = F(1.5); f.unit = 'm'
print(f, f.unit, f * 2, hasattr(f, '__dict__'))
class E(int):
    __slots__ = ()
e = E(3)
print(e + 1, hasattr(e, '__dict__'))
try:
    e.x = 1
except AttributeError as err:
    print(err)
