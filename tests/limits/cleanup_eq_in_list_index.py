# An __eq__ drops an object whose __del__ hits the memory limit, then answers False:
# list.index must not go on comparing, and nothing after it may run.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 14
# expect-exit: 3
# forbid-stdout: compared twice
# forbid-stdout: after index
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


compared = []


class E:
    def __eq__(self, other):
        compared.append(1)
        if len(compared) == 2:
            print('compared twice')
        a = A()
        del a
        return False


try:
    [E(), E(), E()].index(0)
except ValueError:
    pass
print('after index')
