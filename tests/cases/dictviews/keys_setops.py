a = {1: 10, 2: 20, 3: 30}
b = {2: 0, 3: 0, 4: 0}
print(a.keys() & b.keys(), a.keys() | b.keys(), a.keys() - b.keys(), a.keys() ^ b.keys())
print(a.keys() & {1, 5}, {1, 5} & a.keys(), a.keys() | [9], [9] and a.keys() - [1], {2, 7} - a.keys(), {2, 7} ^ a.keys())
print(type(a.keys() & b.keys()).__name__, a.keys() & b, a.keys() - b)
