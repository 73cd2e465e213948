def f(p):
    match p:
        case (0, y) | (y, 0):
            return f"axis {y}"
        case [x, y] | {"x": x, "y": y}:
            return f"pt {x} {y}"
        case int() | float() as num:
            return f"num {num}"
        case str() | bytes():
            return "text"
        case _:
            return "?"
for p in [(0, 5), (7, 0), [1, 2], {"x": 3, "y": 4}, 2, 2.5, "s", None]:
    print(f(p))
