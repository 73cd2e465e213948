# Red team 2 (issue 10), program 189_report_deep_str_recursion.
# attacks: deep (90,000) Python recursion inside an exception's __str__ run by the top-level report, with the recursion limit raised to 100,000 (C stack during the report)
import sys
sys.setrecursionlimit(100000)
def deep(n): return deep(n - 1) if n else "bottom"
class E(Exception):
    def __str__(self): return deep(20000)  # trimmed from 90000: ASan frames pass the memory limit
raise E()
