# io.BytesIO: reading, writing, seeking, truncating, iteration, errors
import io


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


b = io.BytesIO(b'line1\nline2\nline3')
print(b.read(3), b.readline(), b.tell(), b.readlines(), b.read(), b.tell())
print(b.seek(0), b.readline(2), b.read1(3), b.read(None), b.seek(-2, 2), b.read())
print(b.seek(2), b.write(b'XY'), b.getvalue(), b.tell(), b.read(2))
print(b.seek(25), b.write(bytearray(b'far')), b.getvalue(), b.tell())
print(b.truncate(4), b.getvalue(), b.tell(), b.seek(-1, 1), b.seek(-100, 1), b.seek(-100, 2))
b = io.BytesIO()
print(b.write(b''), b.write(b'abc'), b.writelines([b'd', b'e\n', b'f']), b.getvalue())
b.seek(0)
print(list(b), list(io.BytesIO(b'a\nb\n')), io.BytesIO(b'x\ny\n').readlines(1))
buf = bytearray(4)
r = io.BytesIO(b'xyz')
print(r.readinto(buf), buf, io.BytesIO(bytearray(b'ba')).getvalue())
with io.BytesIO(b'ctx') as c:
    print(c.read(), c.closed, c.readable(), c.writable(), c.seekable(), c.isatty())
print(c.closed)
b = io.BytesIO(b'abc')
for f in (lambda: b.seek(-1), lambda: b.seek(0, 3), lambda: b.seek(1.5), lambda: b.read(1.5),
          lambda: b.write('x'), lambda: io.BytesIO('x'), lambda: b.truncate(-1),
          lambda: b.fileno(), lambda: b.write(5), lambda: b.truncate(1.0),
          lambda: b.seek(10**30), lambda: b.read(10**30), lambda: b.truncate(10**30)):
    t(f)
b.close()
for f in (b.read, b.getvalue, b.tell, b.readable, lambda: b.write(b'x'), lambda: iter(b) is b,
          b.readline, b.flush, b.isatty, lambda: b.seek(0), lambda: b.__enter__(), b.close,
          lambda: b.closed):
    t(f)
print(io.BytesIO, io.BytesIO.__module__)
