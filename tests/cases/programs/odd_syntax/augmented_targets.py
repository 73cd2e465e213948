log = []


class Box:
    def __init__(self):
        self.items = {"n": 1}
        self.v = 10


def get_box():
    log.append("get_box")
    return box


def key():
    log.append("key")
    return "n"


box = Box()
get_box().v += 5
get_box().items[key()] *= 7
print(box.v, box.items, log)
lst = [1, 2, 3]
i = 0
lst[i] += 10
lst[-1] **= 2
lst[1:2] += [20, 21]
print(lst)
s = "ab"
s *= 3
s += "!"
t = (1,)
t += (2,)
print(s, t)
n = 17
n //= 3; n <<= 2; n |= 1; n ^= 8; n %= 7; n -= 1; n >>= 1; n &= 0xFF
print(n)
f = 2.0
f **= 0.5; f /= 2
print(f)
d = {}
d.setdefault("k", []).append(1)
d["k"] += [2]
print(d)
x = y = z = [0]
x += [1]
print(y, z, x is z)
a = b = 5
a += 1
print(a, b)
m = [[0] * 3 for _ in range(2)]
m[1][2] += 9
m[0][0] -= 1
print(m)


class Counter:
    def __init__(self):
        self.n = 0

    def __iadd__(self, k):
        self.n += k
        return self


c = Counter()
c += 3
c += 4
print(c.n, type(c).__name__)
