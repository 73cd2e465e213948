from sys import maxsize, getrecursionlimit
print(maxsize, getrecursionlimit())
