print({(1, frozenset({2}))})
print([{1, 2}, frozenset({3})])
print({1: {2, 3}})
