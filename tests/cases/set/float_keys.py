print(set([0.1, 0.2, 0.3]))
print(set([1e100, -0.0, 0.0, 2.0, 2]))
print({float('inf'), -float('inf'), 1})
print({0.5, 1.5})
