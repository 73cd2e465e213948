import operator
from operator import *

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

print(add(1, 2), sub(5, 3), mul('a', 3), truediv(7, 2), floordiv(7, 2), mod(7, 3), pow(2, 10))
print(lshift(1, 5), rshift(64, 2), and_(6, 3), or_(6, 3), xor(6, 3), neg(5), pos(-5), invert(5), inv(5))
print(lt(1, 2), le(2, 2), eq(1, 1.0), ne(1, 2), ge(1, 2), gt(3, 2), lt([1], [2]), eq({1}, {1}))
print(not_(0), truth([]), is_(None, None), is_not(1, None), abs(-3), index(True), index(7))
l = [1]; print(iadd(l, [2]), l, iconcat(l, (3,)), l, isub(5, 2), imul([0], 2), iand(6, 3), ior(6, 3), ixor(6, 3))
print(itruediv(1, 4), ifloordiv(9, 2), imod(9, 4), ipow(3, 3), ilshift(1, 3), irshift(16, 2))
s = {1}; print(ior(s, {2}), s)
print(concat([1], [2]), concat('a', 'b'), contains([1, 2], 2), countOf([1, 2, 1, 1.0], 1), indexOf('abc', 'c'))
d = {}; setitem(d, 'k', 1); print(d, getitem(d, 'k'), getitem('abc', slice(1, None))); delitem(d, 'k'); print(d)
print(length_hint([1, 2, 3]), length_hint(iter([1, 2])), length_hint(1, 7), length_hint(iter(range(5))))
print(call(max, 1, 5, 3), call(sorted, [3, 1], reverse=True))
print(operator.__add__(1, 2), operator.__not__(1), operator.__iadd__(1, 2), operator.__call__(len, 'ab'))
print(operator.__lt__ is lt, operator.__inv__ is inv, operator.__contains__ is contains)

g = itemgetter(1); print(g, g('abc'), itemgetter(0, 2)('abc'), itemgetter('a')({'a': 5}), itemgetter(1, 'a'))
a = attrgetter('real'); print(a, a(3), attrgetter('real', 'imag')(2j), attrgetter('a.b', 'c'))
class O: pass
o = O(); o.x = O(); o.x.y = 42; o.z = 1
print(attrgetter('x.y')(o), attrgetter('x.y', 'z')(o))
m = methodcaller('split', ',', maxsplit=1); print(m, m('a,b,c'), methodcaller('upper')('x'), methodcaller('f'))
print(sorted([(1, 'b'), (0, 'c'), (1, 'a')], key=itemgetter(0)), sorted(['bb', 'a', 'ccc'], key=len))
print(type(g).__name__, type(g).__module__, type(a).__name__, type(m).__name__)

class V:
    def __init__(self, v): self.v = v
    def __matmul__(self, o): return ('matmul', self.v, o.v)
    def __imatmul__(self, o): return ('imatmul', self.v, o.v)
    def __index__(self): return 9
    def __length_hint__(self): return 4
print(matmul(V(1), V(2)), imatmul(V(1), V(2)), index(V(0)), length_hint(V(0)))
class BadHint:
    def __length_hint__(self): return 'x'
class NegHint:
    def __length_hint__(self): return -1
class NIHint:
    def __length_hint__(self): return NotImplemented

for label, f in [
    ('add-1', lambda: add(1)), ('neg-0', lambda: neg()), ('add-kw', lambda: add(a=1, b=2)),
    ('not-2', lambda: not_(1, 2)), ('index-float', lambda: index(1.5)), ('concat-int', lambda: concat(1, 2)),
    ('concat-list-int', lambda: concat([1], 2)), ('iconcat-int', lambda: iconcat(1, [2])),
    ('concat-dict', lambda: concat({}, {})),
    ('hint-float', lambda: length_hint(1, 2.0)), ('hint-str', lambda: length_hint(iter([1]), 'x')),
    ('hint-bad', lambda: length_hint(BadHint())), ('hint-neg', lambda: length_hint(NegHint())),
    ('hint-ni', lambda: length_hint(NIHint(), 3)),
    ('countOf-int', lambda: countOf(1, 2)), ('indexOf-miss', lambda: indexOf([1], 2)),
    ('indexOf-int', lambda: indexOf(1, 2)),
    ('call-0', lambda: call()), ('setitem-idx', lambda: setitem([1], 5, 1)),
    ('setitem-2', lambda: setitem([1], 5)), ('delitem-key', lambda: delitem({}, 1)),
    ('lt-mixed', lambda: lt(1, 'a')), ('matmul-int', lambda: matmul(1, 2)), ('div0', lambda: truediv(1, 0)),
    ('getitem-idx', lambda: getitem([], 0)), ('contains-int', lambda: contains(1, 1)),
    ('itemgetter-0', lambda: itemgetter()), ('attrgetter-0', lambda: attrgetter()),
    ('attrgetter-int', lambda: attrgetter(1)), ('methodcaller-0', lambda: methodcaller()),
    ('methodcaller-int', lambda: methodcaller(1)), ('itemgetter-call0', lambda: itemgetter(1)()),
    ('attrgetter-miss', lambda: attrgetter('x')(1)), ('itemgetter-kw', lambda: itemgetter(a=1)),
    ('attrgetter-kw', lambda: attrgetter('a', b=1)), ('itemgetter-idx', lambda: itemgetter(5)('ab')),
    ('methodcaller-miss', lambda: methodcaller('nope')(1)), ('methodcaller-2', lambda: methodcaller('x')(1, 2)),
    ('neg-str', lambda: neg('a')), ('invert-float', lambda: invert(1.5)),
]:
    show(label, f)
