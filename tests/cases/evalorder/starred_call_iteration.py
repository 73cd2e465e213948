class It:
    def __init__(self, tag):
        self.tag = tag
        self.i = 0
    def __iter__(self):
        print("iter", self.tag)
        return self
    def __next__(self):
        if self.i == 2:
            raise StopIteration
        self.i += 1
        return f"{self.tag}{self.i}"
def f(*a):
    return a
print(f(*It("x"), *It("y")))
print([*It("l")])
