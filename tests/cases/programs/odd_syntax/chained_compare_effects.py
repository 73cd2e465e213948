calls = []
def v(x):
    calls.append(x)
    return x
print(v(1) < v(2) < v(3), calls); calls.clear()
print(v(3) < v(2) < v(1), calls); calls.clear()
print(v(1) == v(1) != v(2) is not None, calls); calls.clear()
print(v(1) in [v(1)] not in [[v(0)]], calls); calls.clear()
print(v(5) > v(4) >= v(4) > v(10) > v(0), calls); calls.clear()
x = 5
print(0 < x < 10, 0 < x > 3, 1 < 2 > 1 == 1 != 2, not 1 < 2 < 0)
print(1 < 2 and 2 < 3 or 4, (1 < 2) < 3, 1 < (2 < 3))
print([a for a in range(10) if 2 < a <= 5], 'a' < 'b' < 'c' < 'ca')
class Loud:
    def __init__(self, n): self.n = n
    def __lt__(self, o):
        print(f"lt {self.n} {o.n}")
        return self.n < o.n
    def __bool__(self):
        print("bool", self.n); return True
a, b, c = Loud(1), Loud(2), Loud(0)
r = a < b < c
print(r)
r = a < b
print(r)
print(None is None is not False if False else x is not None)
t = (1, 2) < (1, 2, 0) <= (1, 3) > (1,)
print(t, [1, 2] < [1, 3], "abc" < "abd" < "b", b"a" < b"b")
