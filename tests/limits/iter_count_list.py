# list(itertools.count()) grows until a limit stops it: each step is charged.
# pyeval: --max-ops 2000000 --max-memory 64M --timeout 0
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 10
import itertools
list(itertools.count())
