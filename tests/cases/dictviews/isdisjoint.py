d = {1: 1, 2: 2}
print(d.keys().isdisjoint([3, 4]), d.keys().isdisjoint({2}), d.keys().isdisjoint({}.keys()), d.items().isdisjoint([(1, 1)]), d.items().isdisjoint({(1, 2)}))
print(d.keys().isdisjoint(x for x in [5, 1]))
