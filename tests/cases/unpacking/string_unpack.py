a, b, c = "abc"
print(a, b, c)
x, *y = "h"
print(x, y)
try:
    p, q = ""
except ValueError as e:
    print("ValueError:", e)
