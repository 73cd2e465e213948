class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        return CountdownIter(self.start)


class CountdownIter:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


c = Countdown(3)
print(list(c), list(c), sum(c), [x * 2 for x in c], 2 in c, max(c))
it = iter(c)
print(next(it), next(it), next(it), next(it, "done"))


class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * 10


print(list(Seq()), 20 in Seq(), list(reversed([*Seq()])))
state = [0]


def tick():
    state[0] += 1
    return state[0]


print(list(iter(tick, 5)))
data = iter([1, 2, 3, 4, 5])
print(list(zip(data, data)))
e = enumerate("abc", start=1)
print(next(e), list(e))
m = map(lambda a, b: a * b, [1, 2, 3], [4, 5])
print(list(m), list(m))
print(list(filter(None, [0, 1, "", "a", None, []])), list(zip("ab", range(5), "xyz")))
try:
    next(iter([]))
except StopIteration:
    print("StopIteration from empty")
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
