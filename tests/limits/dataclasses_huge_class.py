# A dataclass with 300,000 fields: the generated __init__ is source text of tens of
# megabytes, parsed inside the sandbox, so it ends at a limit, not in the host.
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 20
# rss-bound: 400
from dataclasses import make_dataclass
C = make_dataclass('C', ['f%d' % i for i in range(3 * 10**5)])
print(C(*range(3 * 10**5)))
