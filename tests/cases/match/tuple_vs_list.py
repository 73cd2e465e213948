for v in [(1, 2), [1, 2], range(1, 3)]:
    match v:
        case (1, 2):
            print(type(v).__name__, "matched (1, 2)")
    match v:
        case [1, 2]:
            print(type(v).__name__, "matched [1, 2]")
    match v:
        case tuple():
            print(type(v).__name__, "is tuple")
        case list():
            print(type(v).__name__, "is list")
        case _:
            print(type(v).__name__, "neither")
