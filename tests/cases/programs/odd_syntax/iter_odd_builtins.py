it = iter([1, 2, 3, 0, 4].pop, 0) if False else None
vals = [5, 4, 3, 0, 2]
print(list(iter(lambda: vals.pop(0), 0)))
print(list(enumerate("abc", start=10)), list(enumerate("ab", -1)))
print(list(zip("abc", range(3), [True] * 3)), list(zip()), list(zip("a", "bc")))
try: list(zip("ab", "c", strict=True))
except ValueError as e: print(e)
class Rev:
    def __reversed__(self): return iter("zyx")
    def __len__(self): return 3
    def __getitem__(self, i): return "abc"[i]
print(list(reversed(Rev())), list(Rev()), list(reversed(range(5))), list(reversed((1, 2))))
print(list(map(pow, [2, 3], [3, 2])), list(map(str.upper, "ab")), list(filter(None, [0, 1, "", "a", None, []])))
print(sorted("bca", reverse=True), sorted([(1, "b"), (1, "a"), (0, "z")]), sorted(["bb", "a", "ccc"], key=len, reverse=True))
print(min([], default="empty"), max("abc", key=ord), min(3, 1, 2), max([1, 5], [2]), min((1, "b"), (1, "a")))
print(sum([[1], [2]], []), sum(range(5), 10), sum([0.1] * 10), any([]), all([]))
print(next(iter([]), "default"), list(iter((1, 2))), divmod(-7, 3), abs(-3.5), abs(True))
r = iter(range(5)); next(r); print(list(r), list(r))
d = {"a": 1, "b": 2}
print(list(d), list(d.values()), list(reversed(d)), list(reversed(d.items())), next(iter(d.items())))
class Count:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 3: raise StopIteration
        return self.n
print(list(Count()), [x * 2 for x in Count()], tuple(Count()), set(Count()) == {1, 2, 3}, dict.fromkeys(Count()))
print(*Count(), sep=",")
a, b, c = Count(); print(a, b, c)
print(list(zip(*[(1, "a"), (2, "b")])), [list(t) for t in zip(*[[1, 2], [3, 4]])])
print(all(x < 5 for x in Count()), any(x > 2 for x in Count()), len(list(filter(lambda x: x % 2, Count()))))
print(callable(print), callable(1), callable(Count), callable(Count()), isinstance(iter([]), type(iter(()))) )
