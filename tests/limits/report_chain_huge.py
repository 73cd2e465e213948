# 4,000 chained exceptions sharing one 1 MiB message cost ~12,000 operations to build;
# CPython would print ~4 GB of traceback. The report is formatted under the limits and
# stops at the output limit: CPython's format up to it, then one line saying it was
# cut; no more str() runs once the budget is gone. Still an ordinary error: exit 1.
# (The starting build lifted the memory limit here: 4.1 GB RSS and ~4 GB on stderr.)
# expect-stderr: Traceback (most recent call last):
# expect-stderr: ValueError: xxxxxxxx
# expect-stderr: pyeval: traceback cut at the output limit (1048576 bytes)
# expect-exit: 1
# rss-bound: 400
# output-bound: 2097152
# time-bound: 5
m = 'x' * 2**20
e = None
for i in range(4000):
    try:
        if e is None:
            raise ValueError(m)
        raise ValueError(m) from e
    except ValueError as x:
        e = x
raise e
