# A __del__ whose exception's __str__ allocates without bound, reported as "Exception
# ignored in": the report runs under the memory limit and the limit ends the run (the
# starting build lifted the limit there and swallowed what the __str__ hit).
# expect-stderr: memory limit exceeded
# expect-exit: 3
# rss-bound: 400
# time-bound: 10
class E(Exception):
    def __str__(self):
        x = []
        while True:
            x.append('y' * 2**20)


class C:
    def __del__(self):
        raise E('boom')


for i in range(1000):
    C()
print('not reached')
