a = {1: 10, 2: 20, 3: 30}
b = {2: 20, 3: 0, 4: 40}
print(a.items() & b.items(), a.items() - b.items(), sorted(a.items() | b.items()))
print(sorted(a.items() ^ b.items()), a.items() & {(1, 10), (9, 9)}, {(1, 10)} - a.items())
