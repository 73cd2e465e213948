import copy
x = [1]
a = [x, x]
b = copy.deepcopy(a)
print(b[0] is b[1], b[0] is x)
t = (x, x)
u = copy.deepcopy(t)
print(u[0] is u[1], u is t)
t2 = (1, 'a', None)
print(copy.deepcopy(t2) is t2)
