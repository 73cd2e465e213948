# == and < on equal-length big ints compare every digit: charged per 64 digits.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
a = 7 ** 300000
b = a + 0
c = a + 1
for i in range(20000000):
    a == b
    a < c
