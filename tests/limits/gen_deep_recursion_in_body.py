# Unbounded plain recursion inside a generator body stops cleanly at the C-stack
# guard of the generator's own (smaller) stack.
# expect-stderr: stack depth limit
# expect-exit-nonzero
# time-bound: 5
def rec(n):
    return rec(n + 1)
def g():
    yield rec(0)
print("start")
next(g())
