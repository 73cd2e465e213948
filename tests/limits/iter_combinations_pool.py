# combinations() of an endless iterable: materialising the pool ends at a limit.
# pyeval: --max-ops 0 --max-memory 32M --timeout 0
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 20
import itertools
itertools.combinations(itertools.count(), 2)
