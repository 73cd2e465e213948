# Dropping a generator that yields in its GeneratorExit handler reports it as
# unraisable and the program goes on; then an infinite generator ends at the budget.
# pyeval: --max-ops 100000
# expect-stdout: continued
# expect-stderr: generator ignored GeneratorExit
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
def g():
    try:
        yield 1
    except GeneratorExit:
        yield 2
x = g()
next(x)
del x
print("continued")
def inf():
    while True:
        yield
for _ in inf():
    pass
