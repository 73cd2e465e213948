# A million suspended generators.
# pyeval: --max-memory 64M
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
def g():
    yield 1


gens = []
while True:
    it = g()
    next(it)
    gens.append(it)
