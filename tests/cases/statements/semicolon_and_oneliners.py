a = 1; b = 2; print(a + b)
if a: print("one-line if")
for i in range(2): print("loop", i)
def f(): return "one-line def"
print(f())
class K: x = 5
print(K.x)
try: 1 / 0
except ZeroDivisionError: print("one-line except")
