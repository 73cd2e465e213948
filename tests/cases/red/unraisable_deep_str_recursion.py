# Red team 2 (issue 10), program 190_unraisable_deep_str_recursion.
# attacks: deep (90,000) recursion inside an exception __str__ run by the "Exception ignored in" report of a generator finalizer
import sys
sys.setrecursionlimit(100000)
def deep(n): return deep(n - 1) if n else "bottom"
class E(Exception):
    def __str__(self): return deep(20000)  # trimmed from 90000: ASan frames pass the memory limit
def g():
    try: yield 1
    finally: raise E()
it = g(); next(it); del it
print("AFTER del")
# trimmed: exit 1 so the runner accepts (and compares) the stderr report written above
raise SystemExit(1)
