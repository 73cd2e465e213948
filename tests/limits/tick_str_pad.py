# str.ljust/rjust/center/zfill to 10**7 charge for the padding before writing it.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
for i in range(2000):
    a = 'x'.ljust(10000000)
    b = 'x'.center(10000000)
    c = 'x'.zfill(10000000)
