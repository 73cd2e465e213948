# A generator suspended in a `with` block is dropped: GeneratorExit is raised in the
# block and __exit__ hits the memory limit. Nothing after the `del` runs.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 16
# expect-exit: 3
# forbid-stdout: after exit
# rss-bound: 100
# time-bound: 5
class CM:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        x = []
        while True:
            x.append('x' * 100000)


def g():
    with CM():
        yield 1


it = g()
next(it)
del it
print('after exit')
