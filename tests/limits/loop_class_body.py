# An endless loop in a class body.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
class A:
    while True:
        pass
