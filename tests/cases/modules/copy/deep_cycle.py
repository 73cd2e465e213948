import copy
a = [1]
a.append(a)
b = copy.deepcopy(a)
print(b[1] is b, b[1] is a, b)
d = {}
d['self'] = d
e = copy.deepcopy(d)
print(e['self'] is e, e)
