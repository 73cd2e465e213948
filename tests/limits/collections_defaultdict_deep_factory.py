# A factory that recurses into its own defaultdict under a raised recursion limit: the
# C miss path (defaultdict.__missing__) nests C calls, and the run still ends cleanly.
# expect-stdout: caught
# expect-exit: 0
# time-bound: 10
import sys
from collections import defaultdict
sys.setrecursionlimit(100000)
d = defaultdict(lambda: d[len(d) + 1000000])
try:
    d[0]
except (RecursionError, MemoryError) as e:
    print('caught')
d.clear()
