def f():
    try:
        return 1
    finally:
        print("fin")
print(f())
x = [1, 2, 3]
it = iter(x)
for a in it:
    if a == 1:
        next(it)
    print(a)
d = {1: 1}
try:
    for k in d:
        d[k + 1] = 1
except RuntimeError as e:
    print(e)
s = {1}
try:
    for k in s:
        s.add(k + 1)
except RuntimeError as e:
    print(e)
l = [1, 2, 3]
for v in l:
    if v == 2:
        l.remove(v)
print(l)
print([i for i in range(3)] + [j for j in "ab"], {i: j for i, j in zip(range(3), "abc")})
while False: pass
else: print("while-else")
