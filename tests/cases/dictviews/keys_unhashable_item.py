d = {1: [1]}
print(d.keys() | {2})
print(d.items())
d.items() | {3}
