# A __del__ that hits the memory limit; the code after the `del` must not run.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 12
# expect-exit: 3
# forbid-stdout: after del
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


a = A()
del a
print('after del')
