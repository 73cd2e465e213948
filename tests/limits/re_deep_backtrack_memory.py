# Backtracking that needs a deep frame stack: PCRE2's heap goes through the memory limit.
# pyeval: --max-memory 64M --max-ops 0 --timeout 20
# expect-exit-nonzero
# expect-stderr: limit exceeded
# time-bound: 25
import re
s = 'ab' * 4000000
re.match(r'(?:(a)|b)*c', s)
