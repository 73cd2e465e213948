# An ever-growing chain of exception causes.
# pyeval: --max-memory 32M
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
e = None
while True:
    try:
        raise ValueError('x') from e
    except ValueError as x:
        e = x
