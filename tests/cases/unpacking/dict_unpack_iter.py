d = {"a": 1, "b": 2}
k1, k2 = d
print(k1, k2)
(ka, va), (kb, vb) = d.items()
print(ka, va, kb, vb)
*keys, = d.values()
print(keys)
