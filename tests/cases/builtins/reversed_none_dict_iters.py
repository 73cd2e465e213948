class R:
    __reversed__ = None

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return i


try:
    reversed(R())
except TypeError as e:
    print(e)
d = {"a": 1}
for x in (iter(d), iter(d.keys()), iter(d.values()), iter(d.items()), reversed(d), reversed(d.keys()), reversed(d.values()), reversed(d.items())):
    print(type(x), type(x).__name__)
