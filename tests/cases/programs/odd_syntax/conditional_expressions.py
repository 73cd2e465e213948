def grade(n):
    return "A" if n >= 90 else "B" if n >= 80 else "C" if n >= 70 else "F"


print([grade(n) for n in (95, 85, 75, 10)])
x = 5
print("pos" if x > 0 else "neg" if x < 0 else "zero", (lambda: "l")() if x else None)
print([("even" if i % 2 == 0 else "odd") for i in range(4)], {i: ("big" if i > 1 else "small") for i in range(3)})
y = 1 if x else 2 if x is None else 3
z = (1 if x else 2) if x is None else 3
print(y, z)
f = (lambda a: a + 1) if x > 3 else (lambda a: a - 1)
print(f(10))
print(*(["yes"] if x else ["no"]), sep="")
value = None
print(value if value is not None else "fallback", value or "or-fallback")
print((x if x > 3 else 0) + (1 if not x else 100), not x if x else "unreached")
nested = [[i if i else "z" for i in row] if row else "empty" for row in [[0, 1], [], [2]]]
print(nested)
