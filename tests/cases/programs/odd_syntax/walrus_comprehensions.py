data = [3, 8, 1, 9, 4, 7]
print([y for x in data if (y := x * 2) > 8], y)
total = 0
running = [total := total + x for x in data]
print(running, total)
print({k: v for k in "abc" if (v := ord(k) - 96) != 2})
import math
print([r for n in range(1, 30) if (r := math.isqrt(n)) ** 2 == n])
lines = ["a=1", "skip", "b=2", "c="]
parsed = {m[0]: m[1] for l in lines if len(m := l.split("=")) == 2 and m[1]}
print(parsed)
if (n := len(data)) > 5:
    print("long", n)
while (chunk := data[:2]):
    data = data[2:]
    print(chunk, end=" ")
print()
print([(a, b) for a in range(3) if (b := a * a) or True])
stack = [1, [2, [3, [4]]]]
depth = 0
node = stack
while isinstance(node, list) and (node := node[-1]) is not None:
    depth += 1
print(depth, node)
print(any((hit := x) > 5 for x in [1, 6, 2]), hit)
print([last := i for i in range(4)], last, (z := 10) + z)
