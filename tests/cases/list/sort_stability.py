def first(p):
    return p[0]
items = [(1, "a"), (0, "b"), (1, "c"), (0, "d"), (1, "e")]
items.sort(key=first)
print(items)
items.sort(key=first, reverse=True)
print(items)
