a = b = c = []
a.append(1)
print(a, b, c, a is c)
x = y = 5
x += 1
print(x, y)
i = 0
lst = [10, 20, 30]
i, lst[i] = 1, 99
print(i, lst)
p, q = q, p = 1, 2
print(p, q)
d = {}
d["a"] = d["b"] = len(d)
print(d)
m, n = n, m = "xy"
print(m, n)
arr = [0, 1, 2, 3]
arr[0], arr[3] = arr[3], arr[0]
print(arr)
a, b = b, a = [1], [2]
print(a, b)
first, second, third = third, first, second = "abc"
print(first, second, third)


class O:
    pass


o = O()
o.x = o.y = O()
o.x.v = 1
print(o.y.v, o.x is o.y)
k = v = {}
k["self"] = v
print(k)
