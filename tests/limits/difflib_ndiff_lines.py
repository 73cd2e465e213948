# Differ's fancy replace compares every pair of lines in a replaced block (quadratic):
# thousands of similar lines end at the operation limit.
# pyeval: --max-ops 2000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import difflib
a = ['line %d of the first text\n' % i for i in range(3000)]
b = ['line %d of the 2nd text\n' % (i * 7) for i in range(3000)]
for line in difflib.ndiff(a, b):
    pass
