log = []


def v(x):
    log.append(x)
    return x


print(v(1) < v(2) < v(3), log)
log.clear()
print(v(1) < v(0) < v(3), log)
log.clear()
print(v(3) > v(2) == v(2) >= v(1) != v(5), log)
log.clear()
print(v(1) < v(2) > v(0) < v(10) in [v(10)], log)
log.clear()
a = [1, 2]
print(v(1) in a not in [[3]], log)
x = 5
print(1 < x <= 5, 1 < x < 5, 0 <= x is not None, x == 5 == 5.0 != "5")
print(None is None is not False, [] == [] is not [], (1, 2) < (1, 3) < (2,))


class Loud:
    def __init__(self, n):
        self.n = n

    def __lt__(self, o):
        log.append(f"{self.n}<{o.n}")
        return self.n < o.n


log.clear()
r = Loud(1) < Loud(2) < Loud(0) < Loud(9)
print(r, log)
print(3 if 1 < 2 < 3 else 4, [i for i in range(10) if 2 < i < 6 != i])
