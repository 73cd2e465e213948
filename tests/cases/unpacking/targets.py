a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
(a, b), c = [3, 4], 5
print(a, b, c)
first, *rest = range(5)
print(first, rest)
*init, last = "hello"
print(init, last)
x, *mid, y = (1, 2)
print(x, mid, y)
[p, [q, *r]] = (1, [2, 3, 4])
print(p, q, r)
for i, (j, *k) in enumerate([(1, 2, 3), (4,)]):
    print(i, j, k)
d = {}
d["a"], d["b"] = "xy"
print(d)
class O:
    pass
o = O()
o.x, o.y = {10: 0, 20: 0}
print(o.x, o.y)
l = [0, 0, 0]
l[0], l[2] = 7, 9
print(l)
a = b = c = [1]
print(a is b is c)
i = 0
lst = [10, 20]
i, lst[i] = 1, 99
print(i, lst)
s, = ["only"]
print(s)
(*all_,) = 1, 2
print(all_)
