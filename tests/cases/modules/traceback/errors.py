# traceback: values that are not exceptions, no exception being handled, nested
# handlers, chained contexts, notes and print_exception's file argument
import sys
import traceback

print(repr(traceback.format_exc()))
print(traceback.format_exception_only(None))
print(traceback.format_exception(None))
try:
    traceback.format_exception(42)
except TypeError as e:
    print(type(e).__name__, e)


def inner():
    raise KeyError('missing')


def outer():
    try:
        inner()
    except KeyError:
        raise RuntimeError('wrapped')


try:
    outer()
except RuntimeError as e:
    text = traceback.format_exc()
    print(text, end='')
    print(text.count('During handling'))
    print(''.join(traceback.format_exception(type(e), e, e.__traceback__,
                                             chain=False)), end='')

try:
    try:
        raise ValueError('first')
    except ValueError as e:
        e.add_note('a note')
        raise
except ValueError:
    traceback.print_exc(file=sys.stdout)
    print(traceback.format_exception_only(*sys.exc_info()[:2]))

try:
    raise TypeError('x')
except TypeError:
    try:
        raise OSError(2, 'No such file')
    except OSError as e:
        traceback.print_exception(e, file=sys.stdout)
        print(traceback.format_exc().splitlines()[-1])
    print(traceback.format_exc().splitlines()[-1])
print(repr(traceback.format_exc()))
traceback.print_exc(file=sys.stdout)

class Bad(Exception):
    def __str__(self):
        raise ValueError('no str')

try:
    raise Bad()
except Bad:
    print(traceback.format_exc().splitlines()[-1])
