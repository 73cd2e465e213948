class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n <= 0: raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), sum(Countdown(4)), [x * 2 for x in Countdown(2)])
it = iter(Countdown(2))
print(next(it), next(it), next(it, 'done'))
class BadIter:
    def __iter__(self): return 5
try:
    iter(BadIter())
except TypeError as e:
    print(e)
class NoNext:
    def __iter__(self): return self
try:
    for x in NoNext(): pass
except TypeError as e:
    print(e)
