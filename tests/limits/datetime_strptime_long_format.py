# strptime turns each directive into a regular expression in sandbox Python: a format
# of a million directives is charged per directive (one pass, not CPython's quadratic
# re-slicing) and stops at the operation limit.
# pyeval: --max-ops 2000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
import datetime
datetime.datetime.strptime('1', '%d' * 10**6)
