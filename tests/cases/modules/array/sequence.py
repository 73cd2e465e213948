# The sequence protocol: indexing, slicing grids (read, assign, delete), operators,
# comparisons, iteration and membership.
from array import array as A


def attempt(label, f):
    try:
        r = repr(f())
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, e)


a = A('i', range(8))
print(len(a), a[0], a[-1], a[3], bool(a), bool(A('i')))
for k in (8, -9, 2**70, -2**70, 'x', 1.0, None):
    attempt('get %r' % (k,), lambda: a[k])
bounds = (None, -10, -3, 0, 2, 5, 10)
steps = (None, 1, 2, 3, -1, -2, -4)
for lo in bounds:
    for hi in bounds:
        print(lo, hi, [a[lo:hi:st].tolist() for st in steps])
attempt('step 0', lambda: a[::0])
attempt('slice str', lambda: a['x':])


def assign(x, key, value):
    x[key] = value
    return x


def delete(x, key):
    del x[key]
    return x


for lo in bounds:
    for hi in bounds:
        row = []
        for st in steps:
            b = A('i', range(6))
            n = len(b[lo:hi:st])
            try:
                b[lo:hi:st] = A('i', range(100, 100 + n))
                r1 = b.tolist()
            except Exception as e:
                r1 = type(e).__name__
            b = A('i', range(6))
            try:
                b[lo:hi:st] = A('i', [7, 8])
                r2 = b.tolist()
            except Exception as e:
                r2 = str(e)
            b = A('i', range(6))
            del b[lo:hi:st]
            row.append((r1, r2, b.tolist()))
        print(lo, hi, row)
b = A('i', range(6))
attempt('set list', lambda: assign(b, slice(0, 2), [1, 2]))
attempt('set kind', lambda: assign(b, slice(0, 2), A('h', [1, 2])))
attempt('set self', lambda: assign(b, slice(1, 3), b))
attempt('set self ext', lambda: assign(b, slice(None, None, -1), b))
attempt('set self grow', lambda: assign(b, slice(0, 0), b))
attempt('set empty ext', lambda: assign(b, slice(None, None, 2), A('i')))
attempt('set idx', lambda: assign(b, 0, 42))
attempt('set neg', lambda: assign(b, -1, 43))
attempt('set out', lambda: assign(b, 100, 1))
attempt('set bad', lambda: assign(b, 0, 'x'))
attempt('set big', lambda: assign(b, 0, 2**40))
attempt('set str key', lambda: assign(b, 'x', 1))
attempt('set huge key', lambda: assign(b, 2**70, 1))
attempt('del idx', lambda: delete(b, 1))
attempt('del out', lambda: delete(b, 100))
attempt('del str', lambda: delete(b, 'x'))

x, y = A('b', [1, 2]), A('b', [3])
print(x + y, y + x, x * 3, 3 * x, x * 0, x * -1, A('b') * 5)
attempt('add list', lambda: x + [1])
attempt('radd list', lambda: [1] + x)
attempt('add kind', lambda: x + A('h'))
attempt('add int', lambda: 1 + x)
attempt('mul float', lambda: x * 1.5)
attempt('mul array', lambda: x * x)
attempt('mul huge', lambda: x * 2**70)
z = x
z += y
z += z
print(z, z is x)
z *= 2
print(z, z is x)
z *= 0
print(z, z is x)
attempt('iadd list', lambda: exec('z += [1]', {'z': A('b')}))
attempt('iadd kind', lambda: exec('z += A("h")', {'z': A('b'), 'A': A}))
attempt('imul str', lambda: exec('z *= "x"', {'z': A('b')}))

print(2 in a, 2.0 in a, 2.5 in a, 'x' in a, 99 in a, None in a)
print('b' in A('u', 'abc'), 'bc' in A('u', 'abc'), 1 in A('u', 'abc'))
print(list(a), [v for v in A('d', [0.5, 1.5])], list(reversed(A('b', [1, 2, 3]))))
it = iter(A('b', [1, 2]))
print(next(it), next(it), next(it, 'end'), next(it, 'end'))
c = A('b', [1, 2, 3])
it = iter(c)
next(it)
c.append(4)
print(list(it))
it = iter(c)
c.pop()
c.pop()
print(list(it))
print(sorted(A('h', [3, 1, 2])), sum(A('d', [0.5, 0.25])), max(A('Q', [2**64 - 1, 1])))
print(list(enumerate(A('u', 'ab'))), dict(zip(A('u', 'ab'), A('b', [1, 2]))))

nan = float('nan')
pairs = [(A('b', [1, 2]), A('b', [1, 2])), (A('b', [1, 2]), A('b', [1, 3])),
         (A('b', [1, 2]), A('b', [1])), (A('b', [1, 2]), A('d', [1.0, 2.0])),
         (A('b', [1, 2]), A('d', [1.0, 2.5])), (A('Q', [2**64 - 1]), A('d', [2.0**64])),
         (A('q', [-1]), A('Q', [2**64 - 1])), (A('d', [nan]), A('d', [nan])),
         (A('d', [1.0, nan]), A('f', [1.0, nan])), (A('d', [nan, 1.0]), A('d', [nan, 2.0])),
         (A('u', 'ab'), A('u', 'ab')), (A('u', 'ab'), A('u', 'b')), (A('u', 'a'), A('b', [1])),
         (A('b'), A('d')), (A('f', [0.1]), A('d', [0.1])), (A('i', [2]), A('h', [1, 5]))]
for p, q in pairs:
    row = []
    for op in ('==', '!=', '<', '<=', '>', '>='):
        try:
            row.append(eval('p %s q' % op))
        except TypeError as e:
            row.append(str(e))
    print(p, q, row)
print(A('b') == [], A('b') != (), A('b', [1]) == 1)
attempt('lt list', lambda: A('b') < [])
print(A('b', [1]).__eq__([1]), A('b', [1]).__lt__(A('b', [2])))
