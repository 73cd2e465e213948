match range(10):
    case [0, 1, *rest]:
        print(rest)
match range(0):
    case []:
        print("empty range")
match range(3):
    case [*_, last]:
        print("last", last)
