import copy
memo = {}
a = [1, 2]
b = copy.deepcopy(a, memo)
print(b, id(a) in memo, memo[id(a)] is b)
