d = {"one": 1, "two": 2, "three": 3}
total = 0
names = []
for name, value in d.items():
    total += value
    names.append(name)
print(total, names)
