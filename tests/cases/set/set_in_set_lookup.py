s = {frozenset({1, 2}), 3}
print({1, 2} in s, {1} in s, frozenset() in s)
s.discard({1, 2})
print(s)
s.remove({3})
