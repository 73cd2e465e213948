def key(v):
    if v == 3:
        raise ValueError("bad key " + str(v))
    return v
a = [5, 1, 4]
a.sort(key=key)
print(a)
b = [2, 3, 1]
b.sort(key=key)
