class M:
    def __init__(self):
        self.d = {"x": 1, "y": 2}
    def keys(self):
        print("keys called")
        return self.d.keys()
    def __getitem__(self, k):
        print("getitem", k)
        return self.d[k]
def f(**kw):
    return kw
print(f(**M()))
print({**M(), "z": 3})
print(dict(M()))
