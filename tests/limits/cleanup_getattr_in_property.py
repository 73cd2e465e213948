# property(fget) reads fget's __name__ and goes on without it when that fails; here the
# lookup runs __getattr__, which hits the memory limit. Neither the property nor any
# later code may go on.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 15
# expect-exit: 3
# forbid-stdout: made
# forbid-stdout: after property
# rss-bound: 100
# time-bound: 5
class F:
    def __getattr__(self, name):
        x = []
        while True:
            x.append('x' * 100000)

    def __call__(self, obj):
        return 1


p = property(F())
print('made')
print('after property')
