# A chain of closures built forever.
# pyeval: --max-memory 32M
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
f = lambda: 0
while True:
    f = (lambda g: lambda: g())(f)
