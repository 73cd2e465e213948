print({x % 5 for x in range(20)})
print({x * x for x in range(-4, 5)})
print({(x, y) for x in range(2) for y in range(2) if x != y})
print({c for c in []})
x = 10
print({x for x in range(3)}, x)
