class O:
    pass
o = O()
l = [0, 0, 0]
for o.attr in range(2):
    pass
print(o.attr)
for l[1] in "ab":
    pass
print(l)
for (a, b), c in [((1, 2), 3)]:
    print(a, b, c)
for [x, *y] in ["abc"]:
    print(x, y)
