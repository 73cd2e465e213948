x = float('nan')
y = x
l = [x, 1.5]
print(y is x, x in l, l.index(x), l.count(x), [x, x] == [y, y], (x,) == (x,))
z = x * 1
print(z is x, z in l, {x: 1}.get(x), {x: 1}.get(z))
inf = float('inf')
w = inf - inf
print(w in [w], w in [inf - inf])
