# str.count/bytes.count charge each match (a search call of its own), not only the
# bytes scanned: this loop took 12 s of CPU to spend the default budget.
# pyeval: --timeout 0
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 8
s = '\u20ac' * 100000
b = b'a' * 300000
while True:
    s.count('\u20ac')
    b.count(b'a')
