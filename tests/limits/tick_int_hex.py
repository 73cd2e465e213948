# hex()/bin()/format(n, 'x') of a 14,000-digit int build long strings: charged per byte
# written.
# pyeval: --max-ops 3000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
a = 7 ** 300000
for i in range(2000):
    hex(a)
    bin(a)
    format(a, 'x')
