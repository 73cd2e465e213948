# The native scanner and encoder recurse in C: with the recursion limit raised to
# 50,000 they move to fresh C-stack segments instead of overrunning the stack, in a
# generator body (a small stack of its own) too, and a list subclass whose __iter__
# never ends stops at the operation limit.
# pyeval: --max-ops 3000000
# expect-stdout: A 49999 100000 350001
# expect-stdout: B 1800 3602
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: done
# time-bound: 10
import itertools
import json
import sys

sys.setrecursionlimit(100000)
n = 50000
v = json.loads('[' * n + ']' * n)
d = 0
while v:
    v = v[0]
    d += 1
a = json.dumps(json.loads('[' * n + ']' * n))
o = json.dumps(json.loads('{"a":' * n + '1' + '}' * n))
print('A', d, len(a), len(o))


def gen():
    yield json.loads('[' * 900 + ']' * 900)
    x = []
    for i in range(900):
        x = [x]
    yield json.dumps(x, indent='')


print('B', *[len(str(x)) for x in gen()])


class Endless(list):
    def __iter__(self):
        return itertools.count()


json.dumps(Endless())
print('done')
