# sys.getsizeof of a non-ASCII str scans it for its widest character (CPython's kind):
# charged per 64 bytes, so a loop over a big str ends at the operation limit.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import sys
s = '\xe9' * 10000000
while True:
    sys.getsizeof(s)
