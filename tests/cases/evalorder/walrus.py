data = [1, 5, 2, 8, 3]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 4])
print(y)
print([last := x for x in data], last)
total = 0
print([total := total + x for x in data], total)
while (chunk := data.pop()) != 2:
    print("chunk", chunk)
def f():
    [z := i for i in range(3)]
    return z
print(f())
def g():
    res = [(w := j) for j in "ab"]
    def inner():
        return w
    return res, inner()
print(g())
print((a := 1, b := 2), a, b)
print(any((hit := v) > 4 for v in [1, 6, 2]), hit)
