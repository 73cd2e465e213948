# A __hash__ drops an object whose __del__ hits the memory limit, then returns a hash:
# the dict display must not go on to the next key, and nothing after it may run.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 14
# expect-exit: 3
# forbid-stdout: hashed twice
# forbid-stdout: after dict
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


hashed = []


class H:
    def __hash__(self):
        hashed.append(1)
        if len(hashed) == 2:
            print('hashed twice')
        a = A()
        del a
        return 1


d = {H(): 1, H(): 2}
print('after dict')
