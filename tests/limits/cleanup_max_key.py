# A max() key drops an object whose __del__ hits the memory limit, then returns
# normally: max() must not go on calling the key, and nothing after it may run.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 14
# expect-exit: 3
# forbid-stdout: key ran twice
# forbid-stdout: after max
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


calls = []


def key(v):
    calls.append(v)
    if len(calls) == 2:
        print('key ran twice')
    a = A()
    del a
    return v


m = max([3, 1, 2], key=key)
print('after max')
