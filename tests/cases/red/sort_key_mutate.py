# Red team 2 (issue 10), program 04_sort_key_mutate.
# attacks: key= function mutating list during sort, and raising midway
l = list(range(100))
def key(x):
    l.append(x); l.pop(0); del l[:]
    return -x
try:
    l.sort(key=key)
except ValueError as e:
    print("VE", e)
print(l[:5], len(l))
l = list(range(100))
def key2(x):
    if x == 50: raise KeyError(x)
    return x
try: l.sort(key=key2)
except KeyError as e: print("KE", e)
print(l == list(range(100)))
l = [3,1,2]
l.sort(key=lambda x: l.__setitem__(0, 99) or x)
print(l)
