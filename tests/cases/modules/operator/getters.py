import operator
from operator import itemgetter, attrgetter, methodcaller
def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)
class S(str): pass
show('a1', lambda: attrgetter(S('real'))(5))
show('a2', lambda: attrgetter('real.imag', S('imag'))(5))
show('a3', lambda: attrgetter('a..b')(1))
show('a4', lambda: attrgetter('')(1))
show('m1', lambda: methodcaller(S('upper'))('x'))
show('m2', lambda: methodcaller('count', 'a', 0, 5)('banana'))
show('m3', lambda: repr(methodcaller('f', 1, 'x', a=[1], b=None)))
show('m4', lambda: methodcaller('f', k=1)(1, k=2))
show('i1', lambda: itemgetter(slice(1, 3))('abcd'))
show('i2', lambda: itemgetter(*range(20))(list(range(30))))
show('i3', lambda: repr(itemgetter(*range(3))))
show('i4', lambda: itemgetter(0)(1))
l = [1]; g = itemgetter(l); l.append(g)
show('rec', lambda: repr(g))
show('sub', lambda: type('X', (itemgetter,), {}))
show('eq', lambda: itemgetter(1) == itemgetter(1))
show('hash', lambda: isinstance(hash(itemgetter(1)), int))
print(type(itemgetter(1)), type(attrgetter('a')), type(methodcaller('a')))
print(sorted([{'k': 3}, {'k': 1}], key=itemgetter('k')))
