a = [1, 2]
b = (3, 4)
print([*a, *b], (*a, 0, *b), [*a], [*"xy", *range(2)])
print({**{"a": 1}, "b": 2, **{"a": 3}})
print({"k": 0, **{"k": 1}})
print(dict(**{"a": 1}, b=2))
t = *a, *b
print(t)
try:
    [*5]
except TypeError as e:
    print("TypeError:", e)
try:
    {**[1, 2]}
except TypeError as e:
    print("TypeError:", e)
try:
    {**{"a": 1}, **None}
except TypeError as e:
    print("TypeError:", e)
class M:
    def keys(self):
        return ["x", "y"]
    def __getitem__(self, k):
        return k * 2
print({**M()})
def f(**kw):
    return kw
print(f(**M()))
