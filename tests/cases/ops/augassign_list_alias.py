a = [1]
b = a
a += [2]
print(a, b, a is b)
t = (1,)
u = t
t += (2,)
print(t, u, t is u)
s = "x"
r = s
s += "y"
print(s, r)
