class Color(str):
    def __new__(cls, name):
        obj = super().__new__(cls, name.lower())
        obj.hex = {'red': '#f00', 'green': '#0f0'}.get(obj, '?')
        return obj
c = Color('RED')
print(c, repr(c), c.hex, c == 'red', c.upper(), len(c), c + '!', c[0], c * 2, c in ['red'])
print({c: 1}['red'], 'e' in c, c.startswith('r'), c.split('e'), list(c), sorted([Color('b'), 'a']))
print(f"{c:>6}|", '%s' % c, c.replace('r', 'b'), str(c) is not None, isinstance(c, str), type(c).__name__)
print(', '.join([c, Color('Green')]), c.format(), c.encode())
print(Color('red') in 'a red car', Color('x') in 'abc', 'ed' in c, c in {'red': 1}, c in ('red',))
