l = list(range(10))
print(l[::2], l[1::3], l[::-1], l[8:2:-2], l[-3:], l[:-3], l[100:], l[-100:2])
l[::2] = "abcde"
print(l)
try:
    l[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
l = list(range(10))
l[2:5] = []
print(l)
l[1:1] = ["x", "y"]
print(l)
l[:] = range(3)
print(l)
l = list(range(10))
del l[::3]
print(l)
del l[1:3]
print(l)
del l[-1]
print(l)
l = list(range(6))
l[::-2] = [10, 20, 30]
print(l)
l[5:1:-1] = "wxyz"
print(l)
try:
    l[::0]
except ValueError as e:
    print("ValueError:", e)
t = tuple(range(8))
print(t[1:7:2], t[::-3])
s = "abcdefgh"
print(s[::2], s[::-1], s[6:1:-2], s[-2:])
try:
    l[1:3] = 5
except TypeError as e:
    print("TypeError:", e)
l = [0, 1, 2, 3]
l[1:3] = l
print(l)
import_free = [1, 2, 3, 4, 5]
del import_free[::-2]
print(import_free)
try:
    del import_free[::0]
except ValueError as e:
    print("ValueError:", e)
try:
    (1, 2)[0] = 5
except TypeError as e:
    print("TypeError:", e)
print(l[slice(1, 3)], l[slice(None, None, -1)])
