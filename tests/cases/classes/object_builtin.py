o = object()
print(type(o).__name__, isinstance(o, object), o == o, o != object())
try:
    o.x = 1
except AttributeError as e:
    print(e)
try:
    object(1)
except TypeError as e:
    print(e)
print(hasattr(o, '__dict__'), object.__name__, object.__bases__, object.__mro__)
sentinel = object()
d = {sentinel: 'found'}
print(d[sentinel], d.get(object(), 'nope'))
