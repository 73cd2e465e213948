# difflib's matching is sandbox Python, charged step by step: a character diff of two
# 200,000-character strings (quadratic in the worst case) and an ndiff of thousands of
# near-identical lines end at the operation limit, not in a hang.
# pyeval: --max-ops 2000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import difflib
a = 'ab' * 100000
b = 'ba' * 100000
s = difflib.SequenceMatcher(None, a, b, autojunk=False)
print(s.ratio())
