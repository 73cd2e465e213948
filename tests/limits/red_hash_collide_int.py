# Distinct ints with one full hash (multiples of 2**61 - 1) make every set and dict
# lookup compare against all of them: each comparison is charged, so the quadratic build
# ends with the operation limit in well under a second (it ran 40 s, past the time limit).
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
M = 2**61 - 1
s = set()
for i in range(200000):
    s.add(M * i)
