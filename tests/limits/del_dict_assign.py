# Overwriting a dict value runs the old value's __del__, which loops: the operation
# limit ends the run and the next statement does not run.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 13
# expect-exit: 3
# forbid-stdout: after dict
# rss-bound: 100
# time-bound: 5
class A:
    def __del__(self):
        x = []
        while True:
            x.append('x' * 100000)


d = {'k': A()}
d['k'] = 0
print('after dict')
