class V:
    def __lt__(self, other):
        return self
    def __bool__(self):
        raise TypeError("no truth")
x = "small" if V() < 3 else "big"
