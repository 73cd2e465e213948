d = {"b": 2, "a": 1, "c": 3}
print(list(d.keys()), list(d.values()), list(d.items()))
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, v)
