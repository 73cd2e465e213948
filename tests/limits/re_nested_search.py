# Moderate backtracking at every start position of a long search: each position's work
# is charged, so the sum ends at the operation limit (PCRE2 resets its own step count
# at each position).
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
import re
s = ('a' * 12 + 'c') * 20000
while True:
    re.search(r'(?:a+)+[bc]\d', s)
