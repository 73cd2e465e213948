import math
values = [4, 9, 16, 20, 25]
roots = [r for v in values if (r := math.isqrt(v)) ** 2 == v]
print(roots, r)
print([(s, s * 2) for x in range(5) if (s := x * x) % 2 == 0])
if any((bad := v) > 18 for v in values): print("first > 18:", bad)
print((n := 10) + n, n)
data = {"a": [1, 2], "b": []}
if (items := data.get("a")) and (first := items[0]): print(items, first)
if not (missing := data.get("zz")): print("missing is", missing)
def f(x): return x * 3
print([y := f(2), y ** 2], y)
print({(k := c): k * 2 for c in "ab"}, k)
while (line := ["", "x", "y"][len(values) % 3]) == "y": break
print(repr(line))
stack = [1, 2, 3]
while stack and (top := stack.pop()) != 1: print("popped", top)
print(stack, top)
print(f"{(w := 5)} {w * 2}")
lst = [1, 2, 3, 4]
print([p for i in range(len(lst)) if (p := lst[i] * i)])
g = (t for x in range(3) if (t := x + 1))
print(list(g))
def uses_walrus_in_default(a=(dflt := 42)): return a
print(uses_walrus_in_default(), dflt)
class WK:
    vals = [i for i in range(3)]
    q = (z2 := 7)
print(WK.q, WK.z2, "z2" in globals())
print([[(j := i) for i in range(2)], j])
total = 0
print([total := total + v for v in range(5)], total)
