# Garbage cycles whose __del__ hits the memory limit, found by the collector during the
# run (at a while loop's back-edge): the loop and the print after it do not go on.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 13
# expect-exit: 3
# forbid-stdout: after gc
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


a = A()
b = A()
a.other = b
b.other = a
del a, b
keep = [[] for _ in range(10500)]
i = 0
while i < 2:
    i += 1
print('after gc')
