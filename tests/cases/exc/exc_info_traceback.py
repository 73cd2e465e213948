import sys

print(sys.exc_info(), sys.exception())


def inner():
    raise ValueError("boom")


def outer():
    inner()


def report():
    t, v, tb = sys.exc_info()
    return t.__name__, str(v), type(tb).__name__


try:
    outer()
except ValueError as e:
    t, v, tb = sys.exc_info()
    print(t, v is e, sys.exception() is e, type(tb).__name__, e.__traceback__ is tb)
    lines = []
    while tb is not None:
        lines.append(tb.tb_lineno)
        tb = tb.tb_next
    print(lines, report())
    saved = e.__traceback__
print(sys.exc_info(), sys.exception())

try:
    raise KeyError(1)
except KeyError:
    try:
        raise TypeError(2)
    except TypeError:
        print(sys.exc_info()[0])
    print(sys.exc_info()[0])
    try:
        pass
    finally:
        print(sys.exc_info()[0])

e = ValueError("fresh")
print(e.__traceback__, e.with_traceback(None) is e)
e2 = RuntimeError("moved").with_traceback(saved)
print(e2.__traceback__ is saved, e2.__traceback__.tb_lineno)
e2.__traceback__ = None
print(e2.__traceback__)
for bad in (5, "tb"):
    try:
        e.with_traceback(bad)
    except TypeError as err:
        print(err)
    try:
        e.__traceback__ = bad
    except TypeError as err:
        print(err)


def gen():
    try:
        raise IndexError("in gen")
    except IndexError:
        yield sys.exc_info()[0]
    yield sys.exc_info()[0]


print(list(gen()))
raise RuntimeError("again").with_traceback(saved)
