# Many suspended generators at once each hold a stack charged to the memory limit:
# past it the run ends with the memory limit, not a crash.
# pyeval: --max-memory 64M
# expect-stderr: memory limit
# expect-exit-nonzero
# time-bound: 10
def g():
    yield 1
    yield 2
keep = []
while True:
    it = g()
    next(it)
    keep.append(it)
