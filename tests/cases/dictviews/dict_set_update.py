s = {5}
s.update({3: 'x', 1: 'y'})
print(s, set({10: 1, 2: 2}), frozenset({7: 0}.keys()), set({(1, 2): 0}.items()))
print(set(range(10)) - {1: 1, 2: 2}.keys(), set({1: 2}.values()))
