# StringIO in C: newline modes, non-ASCII positions, overwrites, seeks past the end,
# truncate, the uninitialized and closed states, subclass overrides
import io


def show(f, *a):
    try:
        r = f(*a)
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)


for nl in (None, '', '\n', '\r', '\r\n'):
    s = io.StringIO('a\nb\r\nc\rd\n\re', newline=nl)
    print(repr(nl), repr(s.getvalue()), s.readlines(), repr(s.newlines))
    s.seek(0)
    print([s.readline(2) for _ in range(8)])
    s.write('x\r\ny\n')
    print(repr(s.getvalue()), s.tell(), repr(s.newlines))
    s2 = io.StringIO(newline=nl)
    s2.write('a\r')
    s2.write('\nb')
    print(repr(s2.getvalue()), repr(s2.newlines), list(io.StringIO(s2.getvalue(), newline=nl)))

s = io.StringIO('héllo wörld\n€uro\n𝄞clef\nend')
print(s.read(3), s.tell(), s.readline(), s.tell(), s.readline(2), s.tell())
s.seek(2)
print(repr(s.read(4)), s.tell())
s.seek(1)
s.write('ÉÉ')
print(repr(s.getvalue()), s.tell())
s.seek(0, 2)
print(s.tell(), len(s.getvalue()))
s.seek(40)
s.write('X')
print(repr(s.getvalue()), s.tell())
print(s.truncate(5), repr(s.getvalue()), s.tell())
s.seek(3)
print(s.truncate(), repr(s.getvalue()), repr(s.read()))
s.write('ü€')
print(repr(s.getvalue()), s.tell(), s.seek(0), repr(s.read()))
s = io.StringIO('abcdef')
s.seek(2)
s.write('XYZWVU')
print(repr(s.getvalue()), s.tell())
s.seek(1)
s.write('é')
print(repr(s.getvalue()), s.tell(), repr(s.read(2)), repr(s.read()))
s = io.StringIO()
print(s.write(''), s.write('abc'), s.tell(), repr(s.read()), s.seek(1), repr(s.read(1)))
print(s.read(-1), repr(s.read(None)), s.seek(0), repr(s.readline(None)))

# arguments and messages
s = io.StringIO('x')
for a in (1.5, 'x', 2 ** 70, True):
    show(s.read, a)
    show(s.readline, a)
    show(s.truncate, a)
    show(s.seek, a)
    show(s.seek, 0, a)
    show(s.readlines, a)
show(s.seek, -1)
show(s.seek, 1, 1)
show(s.seek, -1, 2)
show(s.seek, 0, 3)
show(s.truncate, -1)
show(s.write, b'x')
show(s.write, None)
show(io.StringIO, 1)
show(io.StringIO, 'x', 1)
show(io.StringIO, 'x', 'y')
show(io.StringIO, 'x', '\n\n')
show(lambda: io.StringIO(newline=None, initial_value='y').getvalue())
show(lambda: io.StringIO(bad=1))
show(lambda: io.StringIO('a', '\n', 3))
print(io.StringIO(None).getvalue() == '', io.StringIO(newline=None).newlines)
s = io.StringIO('a\nb')
print(s.closed, s.readable(), s.writable(), s.seekable(), s.isatty(), s.flush(),
      s.line_buffering, s.encoding, s.errors)
s.close()
s.close()
print(s.closed)
for name in ('getvalue', 'read', 'readline', 'readlines', 'tell', 'truncate', 'readable',
             'writable', 'seekable', 'isatty', 'flush', '__iter__', '__next__',
             '__enter__'):
    show(getattr(s, name))
show(s.write, 'x')
show(s.write, 1)
show(s.seek, 0)
show(s.writelines, ['a'])
show(lambda: s.newlines)
show(lambda: s.line_buffering)
show(s.fileno)
show(s.detach)
show(lambda: s.closed)
with io.StringIO('ctx') as c:
    print(c.read(), c.closed)
print(c.closed)


class Lazy(io.StringIO):
    def __init__(self):
        pass


z = Lazy()
show(z.getvalue)
show(z.write, 'x')
show(lambda: z.closed)


class Upper(io.StringIO):
    def readline(self, size=-1):
        return super().readline(size).upper()


print(list(Upper('ab\ncd\n')), Upper('x\ny').readlines())


class Bad(io.StringIO):
    def readline(self, size=-1):
        return 5


show(lambda: list(Bad('a\n')))


class Counting(io.StringIO):
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.writes = 0

    def write(self, s):
        self.writes += 1
        return super().write(s)

    def close(self):
        print('closing')
        super().close()


c = Counting('start ')
c.seek(0, 2)
c.writelines(['a', 'b', 'c'])
print('x', 'y', file=c)
print(c.writes, repr(c.getvalue()), c.__dict__, isinstance(c, io.TextIOBase))
with c:
    pass
print(type(io.StringIO()).__name__, type(io.StringIO()).__module__, io.StringIO.__name__)
s = io.StringIO('one\ntwo\nthree\nfour\n')
print(s.readlines(4), s.readlines(0), s.readlines())
s.seek(0)
print(s.readlines(3), s.readlines(5), next(s, 'END'))
s = io.StringIO('abc')
it = iter(s)
print(it is s, next(s), next(s, None))
