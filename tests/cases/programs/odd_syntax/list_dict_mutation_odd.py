lst = [5, 3, 8, 1]
lst.sort(key=lambda v: (v % 2, v), reverse=True); print(lst)
lst[:] = sorted(lst); print(lst)
lst[len(lst):] = [9]; lst[:0] = [0]; print(lst)
lst[1:-1] = lst[1:-1][::-1]; print(lst)
del lst[::2]; print(lst)
lst.extend(range(3)); lst.remove(0); print(lst, lst.pop(), lst.pop(0), lst)
lst.insert(-100, "first"); lst.insert(100, "last"); print(lst)
print(lst.index("last"), lst.count(1), lst.copy() == lst, lst.copy() is lst)
lst.clear(); print(lst, len(lst))
nested = [[0] * 2] * 2; nested[0][0] = 1; print(nested)
nested = [[0] * 2 for _ in range(2)]; nested[0][0] = 1; print(nested)
d = dict(a=1, b=2, c=3)
for k in list(d):
    if d[k] % 2: del d[k]
print(d)
d = {k: v for k, v in zip("abc", range(3))}
d.update(b=20); d |= {"d": 4}; print(d, list(d.keys())[-1])
print(d.pop("a"), d.pop("zz", "dflt"), d.popitem(), d.setdefault("e", 5), d.setdefault("e", 6), d)
d2 = d.copy(); d2["b"] = [1]; d3 = dict(d2); d3["b"].append(2); print(d2, d3, d2 is not d3)
try:
    for k in d: d["new"] = 1
except RuntimeError as e: print(e)
try:
    s = {1, 2}
    for x in s: s.add(x + 10)
except RuntimeError as e: print(e)
keys = d.keys(); d["zz"] = 0; print(len(keys), "zz" in keys)
items = list(d.items()); print(items[0], dict(items) == d)
print(dict(sorted(d.items(), key=lambda kv: kv[1])), sorted(d, key=d.get))
print({1: 1, 2: 2} == {2: 2, 1: 1}, list({1: 1, 2: 2}) == list({2: 2, 1: 1}), {1: [1]} == {1: [1]})
lst = [3, 1, 2]; r = lst.sort(); print(r, lst, sorted(lst, reverse=True) is not lst)
lst = [1, 2, 3]; lst += "ab"; print(lst); lst *= 0; print(lst)
a = [1, 2, 3]; b = a; a = a + [4]; print(a, b)
matrix = [[1, 2], [3, 4]]; matrix[1][0], matrix[0][1] = matrix[0][1], matrix[1][0]; print(matrix)
i = 0; arr = [0, 0]; i, arr[i] = 1, 5; print(i, arr)
x = [0, 1]; x[x[0]] = x[1] = 7; print(x)
