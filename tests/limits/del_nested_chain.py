# A chain of objects whose __del__s run one inside the other's release; the innermost
# hits the memory limit, and no later __del__ or statement runs.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 17
# expect-exit: 3
# forbid-stdout: outer del
# forbid-stdout: after chain
# rss-bound: 100
# time-bound: 5
class A:
    def __init__(self, nxt):
        self.nxt = nxt
    def __del__(self):
        if self.nxt is None:
            x = []
            while True:
                x.append('x' * 100000)
        self.nxt = None
        print('outer del')


a = A(A(A(None)))
del a
print('after chain')
