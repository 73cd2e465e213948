class CM:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *exc):
        print("exit", self.n, exc[0].__name__ if exc[0] else None)
        return self.n == 2
with CM(1) as a, CM(2) as b, CM(3) as c:
    print("body", a, b, c)
    raise ValueError
print("suppressed by the middle manager")
