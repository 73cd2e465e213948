f = frozenset({1})
print(hasattr(f, 'add'), hasattr(f, 'union'), hasattr(set(), 'add'))
f.add(2)
