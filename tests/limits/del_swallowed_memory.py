# A memory limit in __del__ inside try/except BaseException: the handler cannot see it
# and the code after the try statement does not run.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 14
# expect-exit: 3
# forbid-stdout: swallowed
# forbid-stdout: after try
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


try:
    a = A()
    del a
except BaseException:
    print('swallowed')
print('after try')
