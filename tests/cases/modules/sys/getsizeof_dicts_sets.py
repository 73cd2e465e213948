# dict figures follow CPython 3.11's key tables (16-byte entries while every key is a
# str), set and frozenset figures their hash tables, bytearray its allocation rule.
import sys


def show(label, o):
    print(label, len(o), sys.getsizeof(o), o.__sizeof__())


show('{}', {})
show('dict()', dict())
show('{1: 2}', {1: 2})
show("{'a': 1}", {'a': 1})
show('5 ints', {1: 1, 2: 2, 3: 3, 4: 4, 5: 5})
show('6 ints', {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6})
show('6 strs', {'a': 1, 'b': 2, 'c': 3, 'd': 4, 'e': 5, 'f': 6})
show('kwargs', dict(a=1, b=2))
show('kwargs 7', dict(a=1, b=2, c=3, d=4, e=5, f=6, g=7))
for n in range(0, 60, 3):
    d = {}
    ds = {}
    for i in range(n):
        d[i] = i
        ds[str(i)] = i
    print(n, sys.getsizeof(d), sys.getsizeof(ds), end='; ')
print()
show('comp', {i: i for i in range(10)})
show('fromkeys', dict.fromkeys(range(10)))
show('zip', dict(zip('abcdefghij', range(10))))
show('pairs', dict([(1, 2), (3, 4)]))
show('copy', {i: i for i in range(10)}.copy())
show('dict(dict)', dict({i: i for i in range(10)}))
d = {i: i for i in range(20)}
for i in range(15):
    del d[i]
show('deleted', d)
d = {i: i for i in range(20)}
d.clear()
show('cleared', d)
show('update', (lambda d: (d.update({i: i for i in range(10)}), d)[1])({}))
show('merged', {**{1: 2}, **{3: 4}})
d = {}
d.setdefault('x', 1)
show('setdefault', d)

show('set()', set())
show('frozenset()', frozenset())
show('{1, 2, 3}', {1, 2, 3})
show('10 ints', {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
for n in range(0, 60, 4):
    s = set()
    for i in range(n):
        s.add(i)
    print(n, sys.getsizeof(s), sys.getsizeof(set(range(n))),
          sys.getsizeof(frozenset(range(n))), sys.getsizeof({i for i in range(n)}),
          sys.getsizeof(set(list(range(n)))), end='; ')
print()
show('union', set(range(10)) | set(range(5, 20)))
show('intersection', set(range(10)) & set(range(5, 20)))
show('from str', set('abcdefghijkl'))
s = set(range(100))
for i in range(95):
    s.discard(i)
show('discarded', s)
s = set(range(100))
s.clear()
show('cleared', s)

show('bytearray()', bytearray())
show('bytearray(bytes)', bytearray(b'ab'))
show('bytearray(10)', bytearray(10))
show('bytearray(str)', bytearray('abc', 'ascii'))
show('bytearray(list)', bytearray([1, 2, 3]))
show('bytearray(range)', bytearray(range(5)))
show('bytearray(gen)', bytearray(i for i in range(20)))
b = bytearray()
for i in range(60):
    b.append(i)
    print(sys.getsizeof(b), end=' ')
print()
b = bytearray(b'abc')
b.extend(b'defgh')
show('extend', b)
b = bytearray(b'abc')
b += b'defgh'
show('+=', b)
b = bytearray(b'abcdefghij')
del b[5:]
show('del tail', b)
b = bytearray(b'abcdefghij')
b.pop()
show('pop', b)
b = bytearray(b'abcdefghij')
for i in range(8):
    b.pop()
show('pops', b)
b = bytearray(b'abcdefghij')
b.clear()
show('clear', b)
show('*', bytearray(b'ab') * 5)
show('+', bytearray(b'ab') + b'cd')
show('copy', bytearray(b'abcdef').copy())
show('slice', bytearray(b'abcdef')[1:3])
show('fromhex', bytearray.fromhex('00ff'))
show('upper', bytearray(b'abc').upper())
b = bytearray(b'abc')
b[1:2] = b'xyzw'
show('grow slice', b)
b = bytearray(b'abc')
b.insert(0, 1)
show('insert', b)
b = bytearray(b'abcdefghijkl')
del b[::3]
show('del step', b)
