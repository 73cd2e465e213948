base = {"a": 1, "b": 2}
print({**base, "b": 20, "c": 3})
print({"b": 0, **base})
print({**base, **{"a": 9}})
print({**{}, **{}})
class D(dict):
    def keys(self):
        print("D.keys")
        return super().keys()
print({**D(q=1)})
