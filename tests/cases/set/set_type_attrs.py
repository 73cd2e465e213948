print(type({1}), type(frozenset()), type({1}).__name__, set.__name__)
print(isinstance({1}, set), isinstance(frozenset(), set), isinstance(frozenset(), frozenset))
print(set.union({1}, [2]), frozenset.union(frozenset([1]), {3}))
