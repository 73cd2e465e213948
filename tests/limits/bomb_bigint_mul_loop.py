# Big products in a loop are charged by size.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
x = 7 ** 300000
while True:
    y = x * x
