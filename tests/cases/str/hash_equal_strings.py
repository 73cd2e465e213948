a = 'é日' * 3
b = ''.join(['é', '日']) * 3
print(a == b, hash(a) == hash(b), {a: 1}[b], len(dict.fromkeys([a, b])))
