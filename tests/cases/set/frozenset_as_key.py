d = {frozenset({1, 2}): 'a', frozenset(): 'b'}
print(d[frozenset([2, 1])], d[frozenset()])
print({frozenset({1}), frozenset({1})})
