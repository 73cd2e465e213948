# Back-references with nested quantifiers over a growing subject.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
import re
for n in range(10, 100000):
    re.match(r'^(a*)*\1\1b', 'a' * n)
