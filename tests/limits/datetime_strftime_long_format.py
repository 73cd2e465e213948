# strftime walks its format in sandbox Python: a format of a million directives is
# charged per directive and stops at the operation limit.
# pyeval: --max-ops 300000
# expect-stderr: operation limit exceeded
# expect-exit: 3
import datetime
d = datetime.datetime(2024, 1, 2, 3, 4, 5)
print(len(d.strftime('%d' * 10**6)))
