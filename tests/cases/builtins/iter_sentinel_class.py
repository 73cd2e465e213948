class C:
    def __init__(self): self.n = 0
    def __call__(self):
        self.n += 1
        return self.n
print(list(iter(C(), 4)))
iter(5)
