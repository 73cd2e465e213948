def f(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one {a}"
        case [a, b]:
            return f"two {a} {b}"
        case [a, *rest, z] if len(rest) > 2:
            return f"long {a} {rest} {z}"
        case [a, *rest]:
            return f"many {a} {rest}"
        case _:
            return "not a sequence"

for v in [[], [1], (1, 2), [1, 2, 3], list(range(6)), range(3), "ab", "a", bytes([97, 98]),
          bytearray([120, 121]), {1: 2}, 5, None]:
    print(repr(v), f(v))

s = (1, (2, 3), [4, [5, 6]])
match s:
    case (a, (b, c), [d, [e, f]]):
        print(a, b, c, d, e, f)

s = [1, 2, 3, 4, 5]
match s:
    case [*_, 4, last]:
        print("tail", last)
s = [1, 2, 3, 4, 5]
match s:
    case [first, *_]:
        print("head", first)
s = [1, 2]
match s:
    case [*all_]:
        print("star only", all_)
match (1, 2, 3):
    case (1, *mid, 3):
        print("mid", mid, type(mid).__name__)
