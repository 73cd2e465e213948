d = {1: [2]}
print((1, [2]) in d.items(), (1, 2) in d.items(), 1 in d.items(), (1,) in d.items(), (2, [2]) in d.items())
