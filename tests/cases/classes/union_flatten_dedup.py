# Union arguments are flattened and deduplicated in order; a union left operand keeps
# its arguments as they are.
A = type('A', (), {}); B = type('B', (), {}); C = type('C', (), {})
print(int | str | int, (int | str) | (str | int), (int | None) | (None | str))
print(list[int] | list[int] | list[str], (list[int] | str) | list[int])
print(((A | B) | (B | C) | (C | A)).__args__ == (A, B, C), (A | B) == (B | A), (A | B) | A, A | A)
print((int | str).__args__, ((int | str) | (float | int)).__args__)
print((int | (str | int | list[int] | list[int])).__args__)
ts = [type('T%d' % i, (), {}) for i in range(2000)]
t = int
for x in ts + ts:
    t = t | x
print(len(t.__args__), t.__args__[:2] == (int, ts[0]))
