# reduce of a C callable over a C iterator that never ends: the reduce loop's own
# charge is what stops it (no Python frame runs per item).
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
import functools, operator
functools.reduce(operator.is_, iter(int, 1))
