# product([1], repeat=10**12) would hold 10**12 pool references: charged one op per 16
# before the pools tuple is made, so the operation limit ends it.
# pyeval: --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import itertools
itertools.product([1], repeat=10**12)
