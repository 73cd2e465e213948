print(hash(frozenset({1})) == hash(frozenset([1])))
hash({1})
