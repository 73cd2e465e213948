a = [1]
a.append(a)
d = {'k': 1}
d['self'] = d
print(a, d, repr(a))
