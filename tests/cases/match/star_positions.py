def f(s):
    match s:
        case [*a, 9]:
            return ("ends 9", a)
        case [1, *a]:
            return ("starts 1", a)
        case [*a, 5, 6]:
            return ("ends 5 6", a)
        case [x, *_, y]:
            return ("ends", x, y)
        case _:
            return "other"
for s in [[9], [1, 9], [1, 2, 3], [4, 5, 6], [7, 8], [7], []]:
    print(s, f(s))
