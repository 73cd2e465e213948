import copy
a = [1, [2, 3], {'k': 4}]
b = copy.copy(a)
print(a == b, a is b, a[1] is b[1])
d = {'x': [1]}
e = copy.copy(d)
e['x'].append(2)
print(d, e)
t = (1, [2])
print(copy.copy(t) is t, copy.copy(5), copy.copy('s'), copy.copy(None))
