print(set(), frozenset(), repr(set()), str(frozenset()))
print(frozenset({1}), frozenset([3, 2, 1]))
print([set(), {1}], ({2},))
