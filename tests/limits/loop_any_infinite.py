# any() over an endless generator expression.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
print(any(x > 0 for x in iter(int, 1)))
