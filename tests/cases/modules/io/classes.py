# the io class names, isinstance checks, sys.stdout's type, print(file=) and redirection
import io
import sys

print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
print(io.IOBase, io.TextIOBase, io.RawIOBase, io.BufferedIOBase, io.TextIOWrapper,
      io.UnsupportedOperation)
print(type(sys.stdout).__name__, type(sys.stdout).__module__, type(sys.stderr).__name__)
print(type(sys.stdout) is io.TextIOWrapper, isinstance(sys.stdout, io.TextIOBase),
      isinstance(sys.stdout, io.IOBase))
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.StringIO(), io.IOBase),
      isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.BytesIO(), io.IOBase),
      isinstance(io.BytesIO(), io.TextIOBase), isinstance(io.StringIO(), io.RawIOBase))
print(sys.stdout.writable(), sys.stdout.readable(), sys.stdout.isatty())
s = io.StringIO()
print('a', 1, [2], sep='-', end='!\n', file=s)
print(file=s)
print(repr(s.getvalue()))
old = sys.stdout
sys.stdout = io.StringIO()
print('captured', 42)
sys.stdout.write('raw\n')
captured = sys.stdout.getvalue()
sys.stdout = old
print(repr(captured))
sys.stdout = buf = io.StringIO()
try:
    print('before error')
    raise ValueError('boom')
except ValueError as e:
    sys.stdout = sys.__stdout__
    print('restored', repr(buf.getvalue()), e)


class Tee(io.StringIO):
    def write(self, s):
        return super().write(s.upper())


t = Tee()
print('hello', 'tee', file=t)
print(repr(t.getvalue()), isinstance(t, io.StringIO))
