t0 = ()
t1 = 1,
t2 = (1,)
t3 = 1, 2,
print(t0, t1, t2, t3, type(()), (1), ((1,),), tuple(), tuple("ab"), len(((),)))
x = 1, 2 if False else 3
print(x)
for item in 1, 2:
    print(item, end=" ")
print()


def ret():
    return 1, [2], "3"


a, b, c = ret()
print(a, b, c, ret()[1:], (1, 2) + (3,), (0,) * 3, (1, 2) * 0, (1, [2])[1].__class__.__name__)
print((1, 2) == (1, 2), (1, 2) < (1, 2, 0), (2,) > (1, 99), (1, 2).index(2), (1, 1, 2).count(1))
nested = ((1, 2), (3, (4, 5)))
((p, q), (r, (s, u))) = nested
print(p + q + r + s + u, hash((1, 2)) == hash((1, 2)))
try:
    (1, 2)[5]
except IndexError as e:
    print("IndexError:", e)
try:
    t = (1, 2)
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
tl = ([],)
tl[0].append(1)
print(tl)
try:
    tl[0] += [2]
except TypeError as e:
    print("TypeError:", e, tl)
print(f"{(1, 2)}", str((None,)), repr(("a",)), max((3, 1), (2, 9)), sorted([(2, "b"), (1, "z"), (2, "a")]))
