import sys
sys.setrecursionlimit(100)
def depth(n):
    return depth(n + 1)
try:
    depth(0)
except RecursionError as e:
    print(type(e).__name__, e)
print(sys.getrecursionlimit())
