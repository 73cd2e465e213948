# Recursion inside a generator body reaches the recursion limit as in CPython (the
# body's own C stack is small; calls move to segments).
import sys

def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)

def gen():
    yield depth(900)
    try:
        yield depth(10**6)
    except RecursionError as e:
        yield type(e).__name__ + ": " + str(e)

print(list(gen()))

sys.setrecursionlimit(6000)

def walk(n):
    if n == 0:
        yield "bottom"
        return
    yield from walk(n - 1)

def deep_body():
    yield depth(5000)
    yield sum(1 for _ in walk(200))

print(list(deep_body()))

def infinite():
    return infinite()

def g2():
    try:
        infinite()
    except RecursionError:
        yield "caught"
    yield depth(100)

print(list(g2()))
