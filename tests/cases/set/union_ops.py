a = {1, 2, 3}
b = {3, 4, 5}
print(a | b, b | a)
print(a.union(b, [6, 7], (8,)), a.union())
print(a | frozenset([9]), frozenset([9]) | a)
print(type(frozenset([9]) | a).__name__, type(a | frozenset()).__name__)
