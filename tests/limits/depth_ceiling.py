# A program may raise its recursion limit only up to the host's ceiling (--max-depth):
# past it, infinite recursion still ends with a catchable RecursionError.
# pyeval: --max-depth 3000
# expect-stdout: caught RecursionError at depth 2999
# expect-stdout: limit reported 1000000
# expect-exit: 0
import sys
sys.setrecursionlimit(1000000)
print("limit reported", sys.getrecursionlimit())
deepest = 0
def f(n):
    global deepest
    deepest = n
    f(n + 1)
try:
    f(1)
except RecursionError:
    print("caught RecursionError at depth", deepest)
