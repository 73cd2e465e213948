# The sandbox stdin is empty: sys.stdin reads as a stream at its end and input() meets
# EOF, as CPython does with stdin from /dev/null; io.UnsupportedOperation is an OSError
# and a ValueError.
import sys, io
print(sys.stdin, sys.stdin.name, sys.stdin.mode, sys.stdin.readable(), sys.stdin.writable())
print(repr(sys.stdin.read()), repr(sys.stdin.readline()), sys.stdin.readlines(), list(sys.stdin))
for line in sys.stdin:
    print("never", line)
data = sys.stdin.read().split()
print(data, sys.stdin.isatty(), sys.stdin.fileno(), sys.__stdin__ is sys.stdin)
print(io.UnsupportedOperation.__mro__)
for f in (lambda: sys.stdin.write('x'), lambda: sys.stdout.read()):
    try:
        f()
    except io.UnsupportedOperation as e:
        print(type(e).__name__, e, isinstance(e, ValueError), isinstance(e, OSError))
try:
    input('prompt> ')
except EOFError as e:
    print('EOF', e)
