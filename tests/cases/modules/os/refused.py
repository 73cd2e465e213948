# the os functions the sandbox refuses still exist in CPython: just check they exist
# there (hasattr never raises for these in CPython); pyeval's refusal is in
# tests/limits/ and docs/differences.md
import os
print(callable(os.fspath), callable(os.getcwd), isinstance(os.environ, object))
print(os.sep, os.extsep, os.curdir, os.pardir)
print(os.F_OK, os.R_OK, os.W_OK, os.X_OK, os.SEEK_SET, os.SEEK_CUR, os.SEEK_END)
print(issubclass(os.error, OSError), os.error is OSError)
try:
    os.surely_not_a_function
except AttributeError as e:
    print(e)
class P:
    def __fspath__(self):
        return 'pp'
print(os.fspath(P()), isinstance(P(), os.PathLike), issubclass(P, os.PathLike))
class Bad:
    def __fspath__(self):
        return 3
try:
    os.fspath(Bad())
except TypeError as e:
    print(e)
print(os.fsencode('x'), os.fsdecode(b'x'), len(os.urandom(8)))
