# Rebinding a global runs the old value's __del__, which hits the memory limit.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 12
# expect-exit: 3
# forbid-stdout: after rebind
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


a = A()
a = None
print('after rebind')
