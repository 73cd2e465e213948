# combinations_with_replacement('ab', 10**12) needs a 10**12-entry index array: its
# charge (one op per 16 entries) ends it before anything is allocated.
# pyeval: --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import itertools
itertools.combinations_with_replacement('ab', 10**12)
