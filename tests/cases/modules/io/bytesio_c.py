# BytesIO in C: overwrites, seeks past the end, truncate, readinto, readlines sizes,
# arguments and closed messages, subclasses
import io


def show(f, *a):
    try:
        r = f(*a)
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)


b = io.BytesIO(b'hello\nworld\n\nend')
print(b.read(3), b.tell(), b.readline(), b.readline(2), b.readlines(), b.read())
b.seek(0)
print(b.readlines(6), b.readlines(1), b.readlines(None), b.readlines())
b.seek(2)
print(b.write(bytearray(b'XY')), b.getvalue(), b.tell())
print(b.seek(-3, 1), b.seek(-100, 1), b.seek(-2, 2), b.seek(5, 2), b.tell())
print(b.write(b'!'), b.getvalue())
print(b.truncate(4), b.getvalue(), b.tell(), b.truncate(), b.getvalue())
print(b.seek(0), b.read1(2), b.read1(), b.read1(-1), b.read(None))
ba = bytearray(3)
b.seek(1)
print(b.readinto(ba), ba, b.readinto(bytearray(10)), b.readinto(bytearray()))
print(io.BytesIO(bytearray(b'ab')).getvalue(), io.BytesIO(None).getvalue(),
      io.BytesIO(initial_bytes=b'k').read())
b = io.BytesIO()
b.writelines([b'a', bytearray(b'b'), b'c\n', b'd'])
print(b.getvalue(), list(io.BytesIO(b.getvalue())), list(io.BytesIO()))
for a in (1.5, 'x', 2 ** 70, True, -1):
    show(b.read, a)
    show(b.readline, a)
    show(b.truncate, a)
    show(b.seek, a)
    show(b.seek, 0, a)
    show(b.readlines, a)
show(b.seek, 2 ** 62, 1)
show(b.seek, 2 ** 63 - 1, 1)
show(b.seek, 2 ** 63 - 1, 2)
show(b.seek, 0, 7)
show(b.seek, 0)
show(b.write, 'x')
show(b.write, 5)
show(b.writelines, [b'a', 'b'])
show(b.readinto, b'xx')
show(io.BytesIO, 'x')
show(io.BytesIO, 1)
show(lambda: io.BytesIO(b'a', b'b'))
show(lambda: io.BytesIO(x=1))
print(b.closed, b.readable(), b.writable(), b.seekable(), b.isatty(), b.flush())
b.close()
b.close()
print(b.closed)
for name in ('getvalue', 'read', 'read1', 'readline', 'readlines', 'tell', 'truncate',
             'readable', 'writable', 'seekable', 'isatty', 'flush', '__next__',
             '__enter__', 'fileno', 'detach'):
    show(getattr(b, name))
show(b.write, b'x')
show(b.write, 'x')
show(b.seek, 0)
show(b.seek, 'x')
show(b.writelines, [b'a'])
show(b.readinto, bytearray(1))
show(lambda: iter(b) is b)
with io.BytesIO(b'ctx') as c:
    print(c.read(), c.closed)
print(c.closed, isinstance(c, io.BufferedIOBase), isinstance(c, io.IOBase))


class Rec(io.BytesIO):
    def __init__(self, data):
        super().__init__(data)
        self.tag = 'rec'

    def write(self, b):
        return super().write(b.upper())


r = Rec(b'ab\ncd')
r.seek(0, 2)
r.write(b'xyz\n')
print(r.getvalue(), r.tag, list(Rec(b'1\n2')), type(r).__mro__[1].__name__)
b = io.BytesIO(b'abc')
b.seek(10)
print(b.read(), b.tell(), b.readline(), b.write(b'Z'), b.getvalue())
