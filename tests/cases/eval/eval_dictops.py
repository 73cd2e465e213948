d = {}
for w in 'a b a c b a'.split():
    d[w] = d.get(w, 0) + 1
print(d, sorted(d.items()), list(d.keys()))
del d['a']
print(d, 'b' in d)
