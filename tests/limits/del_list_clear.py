# list.clear() releases an item whose __del__ hits the memory limit; the list's own
# work goes on (it cannot fail), but no other __del__ and no later code runs.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 17
# expect-exit: 3
# forbid-stdout: after clear
# forbid-stdout: second del
# rss-bound: 100
# time-bound: 5
class A:
    def __init__(self, n):
        self.n = n
    def __del__(self):
        if self.n == 0:
            x = []
            while True:
                x.append('x' * 100000)
        print('second del')


l = [A(1), A(0)]  # released last item first, as CPython does
l.clear()
print('after clear')
