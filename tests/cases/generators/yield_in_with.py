class CM:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *a):
        print("exit", self.n)
def g():
    with CM(1) as a:
        yield a
        with CM(2) as b:
            yield b
print(list(g()))
