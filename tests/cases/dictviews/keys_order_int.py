d = {i * 7: i for i in range(20)}
print(d.keys() & set(range(0, 140, 2)))
print(d.keys() - set(range(50)))
print(d.keys() | {1000, 3})
