class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration("ret")
        return self.n
def g():
    r = yield from It()
    print("r =", r)
print(list(g()))
