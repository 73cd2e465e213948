# sum over an endless map: the loop is inside builtins.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
print(sum(map(abs, iter(int, 1))))
