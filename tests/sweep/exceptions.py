# Exceptions: handlers, finally, chaining, custom classes, tracebacks; ends uncaught.
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code


def fail(n):
    if n == 0:
        raise AppError(42, "deep failure")
    return fail(n - 1)


try:
    fail(5)
except AppError as e:
    print("caught", e.code, e, repr(e), e.args, type(e).__mro__[1].__name__)

try:
    try:
        {}["missing"]
    except KeyError as e:
        raise ValueError("converted") from e
except ValueError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__)

try:
    try:
        1 / 0
    finally:
        print("finally runs")
except ZeroDivisionError as e:
    print("zde", e, type(e).__name__)

for exc in (IndexError, TypeError, LookupError):
    try:
        [][1] if exc is not TypeError else len(5)
    except exc as e:
        print(exc.__name__, e)

try:
    raise OSError(2, "no such thing")
except OSError as e:
    print(e.errno, e.strerror, e, StopIteration(5).value, repr(KeyError("k")))

try:
    int("not a number")
except ValueError as e:
    err = e
print(str(err), isinstance(err, Exception), err.__class__.__name__)


def outer():
    try:
        fail(2)
    except AppError:
        raise RuntimeError("while handling")


outer()
