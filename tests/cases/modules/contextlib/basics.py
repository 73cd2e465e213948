# contextlib: contextmanager (normal exit, exceptions swallowed or re-raised, the
# "didn't yield"/"didn't stop" errors, use as a decorator), suppress, nullcontext,
# closing, redirect_stdout, ExitStack (order, suppression, callbacks, pop_all, the
# exception context of errors raised by exit callbacks).
import sys
from contextlib import (contextmanager, suppress, nullcontext, closing, ExitStack,
                        redirect_stdout, redirect_stderr, ContextDecorator,
                        AbstractContextManager)

log = []


@contextmanager
def tag(name):
    """Wrap in a tag."""
    log.append('<' + name + '>')
    try:
        yield name.upper()
    except KeyError as e:
        log.append('swallowed ' + repr(e))
    finally:
        log.append('</' + name + '>')


with tag('a') as t:
    log.append(t)
with tag('b'):
    raise KeyError('k')
try:
    with tag('c'):
        raise ValueError('v')
except ValueError as e:
    log.append('outer ' + repr(e))
print(log, tag.__name__, tag.__doc__, tag('x').__doc__)


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


@contextmanager
def keeps_going():
    try:
        yield
    except ValueError:
        yield


for cm in (no_yield, two_yields):
    try:
        with cm():
            pass
    except RuntimeError as e:
        print(type(e).__name__, e)
try:
    with keeps_going():
        raise ValueError
except RuntimeError as e:
    print(type(e).__name__, e)


@contextmanager
def reraise_as():
    try:
        yield
    except ZeroDivisionError as e:
        raise ArithmeticError('wrapped') from e


try:
    with reraise_as():
        1 / 0
except ArithmeticError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)


@contextmanager
def stop_inside():
    yield


try:
    with stop_inside():
        raise StopIteration('s')
except StopIteration as e:
    print('StopIteration passed through', e)


@tag('deco')
def decorated(x):
    log.append('body %d' % x)
    return x * 2


log.clear()
print(decorated(2), decorated(3), log)

with suppress(KeyError, IndexError):
    {}['x']
with suppress():
    pass
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print('not suppressed', e)
with nullcontext(5) as v:
    print('null', v)


class Res:
    def close(self):
        print('closed')


with closing(Res()) as r:
    print(type(r).__name__)


class Buf:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


b = Buf()
with redirect_stdout(b) as target:
    print('captured', 1)
print(b.parts, target is b)
e = Buf()
with redirect_stderr(e):
    print('to err', file=sys.stderr)
print(e.parts)

order = []
with ExitStack() as stack:
    for i in range(3):
        stack.callback(order.append, i)
    stack.enter_context(tag('s'))
    stack.push(lambda *exc: order.append('push'))
print(order)

with ExitStack() as stack:
    stack.push(lambda t, v, tb: True)
    raise ValueError('eaten')
print('eaten')

try:
    with ExitStack() as stack:
        stack.callback(lambda: 1 / 0)
        raise KeyError('first')
except ZeroDivisionError as e:
    print(type(e).__name__, type(e.__context__).__name__)

with ExitStack() as stack:
    stack.callback(print, 'moved')
    moved = stack.pop_all()
print('after with')
moved.close()
try:
    ExitStack().enter_context(object())
except TypeError as e:
    print(type(e).__name__, e)


class CD(ContextDecorator):
    def __enter__(self):
        print('enter')
        return self

    def __exit__(self, *exc):
        print('exit', exc[0])
        return False


@CD()
def g():
    print('in g')


g()


class ACM(AbstractContextManager):
    def __exit__(self, *a):
        return None


with ACM() as a:
    print(type(a).__name__)
