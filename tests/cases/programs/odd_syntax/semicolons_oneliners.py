a = 1; b = 2; c = a + b; print(a, b, c)
if c > 2: print("big"); print("still big")
else: print("small")
for i in range(3): print(i, end=";"); print("|", end="")
print()
while a < 4: a += 1; b *= 2
print(a, b)
def f(x): return x * 2; print("unreachable")
print(f(21))
class K: x = 1; y = x + 1
print(K.x, K.y)
try: 1 / 0
except ZeroDivisionError: print("caught"); z = 3
finally: print("finally", z)
with open.__class__ if False else type("CM", (), {"__enter__": lambda s: 5, "__exit__": lambda s, *a: None})() as v: print("with", v)
x = [1,
     2,   # comment inside
     3]; y = {
    "k": 1}; print(x, y)
total = 1 + \
    2 + \
    3
print(total); print(total \
    * 2)
if True: pass; print("pass then print")
lambda: 0; print("expression statement lambda")
