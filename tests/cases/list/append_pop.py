a = []
a.append(1)
a.append("two")
a.append([3])
print(a, len(a))
print(a.pop(), a)
print(a.pop(0), a)
