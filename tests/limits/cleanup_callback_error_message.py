# Building a TypeError's message looks up the callable's __qualname__, which runs
# __getattr__; it hits the memory limit. The TypeError must not be raised (and caught)
# in its place.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 15
# expect-exit: 3
# forbid-stdout: caught
# forbid-stdout: after call
# rss-bound: 100
# time-bound: 5
class F:
    def __getattr__(self, name):
        x = []
        while True:
            x.append('x' * 100000)

    def __call__(self, **kw):
        pass


f = F()
try:
    f(**{'a': 1}, **{'a': 2})
except TypeError:
    print('caught')
print('after call')
