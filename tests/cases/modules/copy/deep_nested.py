import copy
a = [1, [2, [3, [4]]], {'k': [5, {'z': 6}]}]
b = copy.deepcopy(a)
b[1][1][1].append(9)
b[2]['k'][1]['z'] = 0
print(a)
print(b)
