# io.StringIO: reading, writing, seeking, truncating, iteration, newline modes, errors
import io


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


s = io.StringIO('line1\nline2\nline3')
print(s.read(3), repr(s.readline()), s.tell(), s.readlines(), repr(s.read()), s.tell())
print(s.seek(0), s.readline(2), s.readline(-1), s.readline(None), s.read(None))
print(s.seek(0, 2), s.write('+tail'), s.getvalue(), s.tell())
print(s.seek(2), s.write('XY'), repr(s.getvalue()), s.tell(), repr(s.read(2)))
print(s.seek(30), s.write('far'), repr(s.getvalue()), s.tell())
print(s.truncate(4), repr(s.getvalue()), s.tell(), s.truncate(), repr(s.getvalue()))
s = io.StringIO()
print(s.write(''), s.write('abc'), s.writelines(['d', 'e\n', 'f']), repr(s.getvalue()))
s.seek(0)
print([line for line in s], list(io.StringIO('a\nb\n')), list(io.StringIO('')))
print(io.StringIO('x\ny\nz\n').readlines(2), io.StringIO('x\ny\nz\n').readlines(3),
      io.StringIO('x\ny\nz\n').readlines(1), io.StringIO('x\ny\nz\n').readlines(0))
print(io.StringIO(None).getvalue() == '', io.StringIO('ab', None).read())
with io.StringIO('ctx') as c:
    print(c.read(), c.closed, c.readable(), c.writable(), c.seekable(), c.isatty())
print(c.closed, c.close(), c.closed)
for nl in (None, '', '\n', '\r', '\r\n'):
    s = io.StringIO('a\r\nb\rc\nd', newline=nl)
    print(repr(nl), repr(s.getvalue()), s.readlines(), s.newlines)
    s.write('e\r\nf\n')
    print(repr(s.getvalue()), s.newlines)
s = io.StringIO(newline=None)
s.write('a\r')
s.write('\nb')
print(repr(s.getvalue()), s.newlines, s.line_buffering, s.encoding, s.errors)
s = io.StringIO('abc')
for f in (lambda: s.seek(-1), lambda: s.seek(1, 1), lambda: s.seek(1, 2), lambda: s.seek(0, 3),
          lambda: s.seek(1.5), lambda: s.seek(0, 1), lambda: s.seek(0, 2), lambda: s.read(1.5),
          lambda: s.readline(1.0), lambda: s.readlines('x'), lambda: s.write(b'x'),
          lambda: s.write(None), lambda: s.truncate(-1), lambda: s.truncate(1.0),
          lambda: io.StringIO(b'x'), lambda: io.StringIO(5), lambda: io.StringIO('', 'x'),
          lambda: io.StringIO(newline=3), lambda: s.fileno(), lambda: s.detach(),
          lambda: s.read(True), lambda: s.tell(), lambda: s.seek(10**30),
          lambda: s.seek(-10**30), lambda: s.read(10**30), lambda: s.truncate(10**30),
          lambda: s.readline(-10**30)):
    t(f)
s.close()
for f in (s.read, s.getvalue, s.tell, s.readable, s.writable, s.seekable,
          lambda: s.write('x'), lambda: iter(s), lambda: next(s), s.readline, s.flush,
          s.isatty, s.readlines, lambda: s.__enter__(), s.close, lambda: s.seek(0),
          lambda: s.truncate(0), lambda: s.writelines([]), lambda: s.closed):
    t(f)
t(lambda: io.UnsupportedOperation.__name__)
t(lambda: issubclass(io.UnsupportedOperation, OSError))
print(type(io.StringIO()).__name__, io.StringIO.__module__, io.StringIO)
