l = [1]
l += [2]
l *= 2
print(l)
d = {'a': 1}
d['a'] += 5
print(d)
class C: pass
c = C(); c.x = 1; c.x += 2; print(c.x)
