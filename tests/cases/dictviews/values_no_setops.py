d = {1: 2}
print(d.values())
d.values() & {2}
