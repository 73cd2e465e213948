# Every method, its results and its errors (argument counts and kinds included).
from array import array as A


def attempt(label, f):
    try:
        r = repr(f())
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, e)


a = A('h', [1, 2, 3, 2, 1])
a.append(7)
print(a, a.count(2), a.count(2.0), a.count('x'), a.index(2), a.index(2, 2), a.index(1, -2))
attempt('index stop', lambda: a.index(3, 0, 2))
attempt('index big', lambda: a.index(1, 2**100))
attempt('index neg big', lambda: a.index(1, -2**100, 2**100))
attempt('index str', lambda: a.index(1, 'a'))
attempt('index kw', lambda: a.index(1, stop=3))
attempt('index none', lambda: a.index())
attempt('index 4', lambda: a.index(1, 2, 3, 4))
attempt('append 0', lambda: a.append())
attempt('append bad', lambda: a.append('x'))
attempt('append big', lambda: a.append(2**15))
attempt('count 0', lambda: a.count())
a.insert(0, 9)
a.insert(-1, 8)
a.insert(100, 6)
a.insert(-100, 5)
print(a)
attempt('insert 1', lambda: a.insert(1))
attempt('insert str', lambda: a.insert('a', 1))
attempt('insert bad value', lambda: a.insert(0, 'x'))
attempt('insert huge', lambda: a.insert(2**70, 1))
print(a.pop(), a.pop(0), a.pop(-2), a)
attempt('pop out', lambda: a.pop(50))
attempt('pop neg out', lambda: a.pop(-50))
attempt('pop str', lambda: a.pop('x'))
attempt('pop huge', lambda: a.pop(2**70))
attempt('pop 2', lambda: a.pop(1, 2))
attempt('pop empty', lambda: A('b').pop())
attempt('pop empty idx', lambda: A('b').pop(5))
a.remove(2)
print(a)
attempt('remove absent', lambda: a.remove(42))
attempt('remove 0', lambda: a.remove())
a.reverse()
print(a)
attempt('reverse 1', lambda: a.reverse(1))
a.extend([4, 5])
a.extend(A('h', [6]))
a.extend(range(2))
a.extend(a)
print(a)
attempt('extend kind', lambda: a.extend(A('i', [1])))
attempt('extend int', lambda: a.extend(3))
attempt('extend partial', lambda: a.extend([11, 'x', 12]))
print(a)
attempt('extend kw', lambda: a.extend(iterable=[1]))
b = A('i', [1, 2])
b.fromlist([3, 4])
print(b)
attempt('fromlist tuple', lambda: b.fromlist((1,)))
attempt('fromlist atomic', lambda: b.fromlist([5, 6, 'x']))
print(b)
b.frombytes(b'\x05\x00\x00\x00')
b.frombytes(bytearray(b'\x06\x00\x00\x00'))
b.frombytes(A('b', [7, 0, 0, 0]))
b.frombytes(A("B", [8, 0, 0, 0]))
attempt("frombytes self", lambda: b.frombytes(b))
attempt("frombytes h", lambda: b.frombytes(A("h", [1, 2])))
print(b, b.tobytes()[:8], b.tolist())
attempt('frombytes str', lambda: b.frombytes('abcd'))
attempt('frombytes odd', lambda: b.frombytes(b'abc'))
attempt('frombytes int', lambda: b.frombytes(1))
u = A('u', 'ab')
u.fromunicode('c\u20ac')
print(u, u.tounicode(), u.tolist(), len(u))
attempt('fromunicode b', lambda: A('b').fromunicode('a'))
attempt('fromunicode bytes', lambda: u.fromunicode(b'a'))
attempt('fromunicode bytes on b', lambda: A('b').fromunicode(b'a'))
attempt('tounicode b', lambda: A('b').tounicode())
attempt('tounicode arg', lambda: u.tounicode(1))
attempt('tobytes arg', lambda: u.tobytes(1))
attempt('tolist arg', lambda: u.tolist(1))
c = A('i', [1, 256, -2])
c.byteswap()
print(c)
for tc in 'bBhHiIlLqQfdu':
    x = A(tc, b'\x01\x02\x03\x04\x05\x06\x07\x08' * 2)
    x.byteswap()
    print(tc, x.tobytes().hex(), x.buffer_info()[1], len(x.buffer_info()))
attempt('byteswap arg', lambda: c.byteswap(1))
attempt('buffer_info arg', lambda: c.buffer_info(1))
d = c.__copy__()
e = c.__deepcopy__({})
d.append(1)
print(c, d, e, type(e))
attempt('deepcopy 0', lambda: c.__deepcopy__())
attempt('deepcopy 2', lambda: c.__deepcopy__(1, 2))
attempt('copy 1', lambda: c.__copy__(1))
import copy
print(copy.copy(c), copy.deepcopy([c, c]))
print(A('d', [1.5, -2.25]).tolist(), A('Q', [2**64 - 1]).tolist(), A('L', [2**63]).pop())


class Reader:
    def __init__(self, data):
        self.data = data

    def read(self, n):
        r, self.data = self.data[:n], self.data[n:]
        return r


class Writer:
    def __init__(self):
        self.parts = []

    def write(self, b):
        self.parts.append(b)
        return len(b)


f = A('h')
f.fromfile(Reader(b'\x01\x00\x02\x00\x03\x00'), 2)
print(f)
attempt('fromfile short', lambda: f.fromfile(Reader(b'\x04\x00\x05'), 3))
print(f)
attempt('fromfile neg', lambda: f.fromfile(Reader(b''), -1))
attempt('fromfile str', lambda: f.fromfile(Reader('abcd'), 1))
attempt('fromfile int', lambda: f.fromfile(1, 2))
attempt('fromfile n', lambda: f.fromfile(Reader(b''), 'x'))
w = Writer()
f.tofile(w)
print(w.parts)
attempt('tofile int', lambda: f.tofile(1))
attempt('tofile 0', lambda: f.tofile())
attempt('fromfile short whole', lambda: f.fromfile(Reader(b'\x04\x00\x05\x00'), 3))
print(f)
for t in ['a.fromfile()', 'a.fromfile(1)', 'a.fromfile(1, 2, 3)', 'a.fromfile(f=1, n=2)',
          'a.tofile(1, 2)', 'a.tofile(f=1)', 'a.extend()', 'a.extend(1, 2)', 'a.extend(bb=[1])',
          'a.extend([1], bb=2)', 'a.append(v=1)', 'a.pop(i=1)', 'a.insert(i=1, v=2)',
          'a.__deepcopy__(unused=1)', 'a.tobytes(x=1)', 'a.count(v=1)',
          'a.frombytes(buffer=b"")', 'a.__copy__(x=1)', 'a.remove(v=1)', 'a.fromlist(list=[])',
          'a.fromunicode(ustr="")', 'a.tolist(x=1)', 'a.reverse(x=1)', 'a.byteswap(x=1)',
          'a.buffer_info(x=1)', 'a.tounicode(x=1)', 'a.index(1, start=0)']:
    attempt(t, lambda: eval(t))
