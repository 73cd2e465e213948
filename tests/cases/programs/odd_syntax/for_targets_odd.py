class O:
    pass


o = O()
for o.attr in range(3):
    pass
print(o.attr)
d = {}
for d["k"] in "xyz":
    pass
print(d)
lst = [0, 0, 0]
for i, lst[i] in enumerate("abc"):
    pass
print(lst)
for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]:
    print(a, b, c)
for [x, y] in ((1, 2),):
    print(x + y)
for (p) in [7]:
    print(p)
for k, v in sorted({"b": 2, "a": 1}.items()):
    print(k, v, end="; ")
print()
for _ in range(2):
    for _ in range(2):
        pass
print(_)
for i in range(3):
    pass
print(i)
for ch in "":
    pass
try:
    print(ch)
except NameError as e:
    print("NameError:", e)
for x, *rest in ["ab", "cde"]:
    print(x, rest)
