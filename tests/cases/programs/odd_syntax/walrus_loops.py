data = [3, 8, 1, 9, 4, 7]
it = iter(data)
while (n := next(it, None)) is not None:
    if n > 8: break
    print(n, end=" ")
print("| after", n)
print([y for x in data if (y := x * 2) > 10], y)
print({(k := x % 3): x for x in data}, k)
print(any((hit := x) > 8 for x in data), hit)
print(all((last := x) < 9 for x in data), last)
total = 0
print([total := total + x for x in data], total)
def f():
    [w := i for i in range(4)]
    return w
print(f())
if (m := max(data)) and (mn := min(data)):
    print(m, mn, m - mn)
print((lambda: (z := 5) + z)())
buf = "aabbbcddddd"
i = 0
while i < len(buf) and (j := i):
    pass
runs = []
while i < len(buf):
    c = buf[i]; j = i
    while j < len(buf) and buf[j] == c: j += 1
    runs.append((c, (ln := j - i))); i = j
print(runs, ln)
print([(a, b) for a in range(3) if (b := a ** 2) != 1])
print(x := 3, (x := x + 1), x)
def g():
    yield (q := 1); yield q + 1
print(list(g()))
