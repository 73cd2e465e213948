a = b = [1]
b.append(2)
print(a, a is b)
