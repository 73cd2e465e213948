n = 10
print(n.real)
print(n.real2)
