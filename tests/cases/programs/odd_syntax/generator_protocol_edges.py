def gen():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("exit")
        raise
g = gen(); next(g); del g
import sys
def g2():
    yield from range(3)
    return 7
def g3():
    r = yield from g2()
    print("ret", r)
print(list(g3()))
def bad():
    raise StopIteration
    yield
try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError", e)
def run():
    g = run_g()
    next(g)
def run_g():
    yield g.send(None) if False else 1
ge = (x for x in [1])
print(ge.__name__ if hasattr(ge, "__name__") else "", type(ge).__name__)
