# A __del__ that raises an exception with a 200 MB message, again and again: each
# "Exception ignored in" report is bounded by the output room (the starting build
# lifted the memory limit and built the whole 200 MB text, then a copy of it: ~660 MB
# RSS against a 256 MiB limit). The first report meets the output limit.
# expect-stderr: Exception ignored in: <function C.__del__
# expect-stderr: output limit exceeded
# expect-exit: 3
# rss-bound: 400
# output-bound: 2097152
# time-bound: 10
M = 'x' * (200 * 10**6)


class C:
    def __del__(self):
        raise ValueError(M)


for i in range(1000):
    C()
