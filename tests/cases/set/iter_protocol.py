s = {3, 1, 2}
it = iter(s)
print(next(it), next(it), next(it))
print(next(it, 'done'))
print(list(iter({5, 6})), sorted({9, 8, 7}), sum({1, 2, 3}), min({4, 5}), max(frozenset({4, 5})))
