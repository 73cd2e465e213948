# -a, abs(a) and ~a of a big int copy every digit: charged per 64 digits.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
a = 7 ** 300000
for i in range(2000000):
    -a
    ~a
