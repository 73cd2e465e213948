# Dropping a suspended generator closes it; its finally block hits the memory limit.
# The code after the `del` does not run.
# pyeval: --max-memory 20M
# expect-stderr: memory limit exceeded (20971520 bytes) at line 15
# expect-exit: 3
# forbid-stdout: after gen
# rss-bound: 100
# time-bound: 5
def g():
    try:
        yield 1
    finally:
        x = []
        while True:
            x.append('x' * 100000)


it = g()
next(it)
del it
print('after gen')
