# A __str__ that allocates without bound while the final traceback is formatted. The
# report runs under the memory limit (the starting build lifted it, so this ran on
# to the operation limit, gigabytes past the memory limit): the limit holds and is not
# swallowed, so the run ends with the memory-limit status.
# expect-stderr: memory limit exceeded
# expect-stderr: at line 14
# expect-exit: 3
# rss-bound: 400
# time-bound: 10
class E(Exception):
    def __str__(self):
        x = []
        while True:
            x.append('y' * 2**20)


print('started')
raise E('boom')
