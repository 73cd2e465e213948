a = [] or {} or "default"
b = "first" and "second"
c = 0 or None
d = None and 1 / 0
print(a, b, c, d)
