for x in (1, "two", 3.0):
    print(x)
for k in {"a": 1, "b": 2}:
    print(k)
for ch in "hi":
    print(ch)
for a, b in [(1, 2), (3, 4)]:
    print(a + b)
