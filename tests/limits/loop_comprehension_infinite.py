# A comprehension over an endless generator.
# pyeval: --max-ops 2000000 --max-memory 64M
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
def g():
    while True:
        yield 1


x = [v for v in g()]
