import sys
print(sys.getrecursionlimit())
sys.setrecursionlimit(500)
print(sys.getrecursionlimit())
def f(n): return f(n + 1)
try:
    f(0)
except RecursionError as e:
    print('RecursionError', e)
sys.setrecursionlimit(0)
