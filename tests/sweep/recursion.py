# Deep recursion (run with --stack: it continues on stack segments), RecursionError,
# recursive reprs and comparisons of deeply nested data.
import sys


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


def even(n):
    return True if n == 0 else odd(n - 1)


def odd(n):
    return False if n == 0 else even(n - 1)


def forever(n):
    return forever(n + 1)


print(depth(300), even(201), sys.getrecursionlimit())
sys.setrecursionlimit(120)
try:
    forever(0)
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(1000)
nested = []
for _ in range(150):
    nested = [nested]
twin = []
for _ in range(150):
    twin = [twin]
shallow = []
for _ in range(40):
    shallow = [shallow]
print(len(repr(shallow)), nested == twin, str(shallow)[:10], nested != shallow)
sys.setrecursionlimit(1500)
print(depth(1200), sys.getrecursionlimit())
