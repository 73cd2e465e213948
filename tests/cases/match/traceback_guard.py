def check(v):
    match v:
        case [x, y] if x / y > 1:
            return "big"
        case _:
            return "other"
print(check([4, 2]))
print(check([4, 0]))
