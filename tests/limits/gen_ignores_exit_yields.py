# A generator that catches GeneratorExit and keeps yielding: close() raises
# RuntimeError (catchable); a handler that loops forever is stopped by the budget.
# pyeval: --max-ops 200000
# expect-stdout: generator ignored GeneratorExit
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
def stubborn():
    while True:
        try:
            yield 1
        except GeneratorExit:
            pass
g = stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(e)
def spinner():
    try:
        yield 1
    except GeneratorExit:
        while True:
            pass
s = spinner()
next(s)
s.close()
