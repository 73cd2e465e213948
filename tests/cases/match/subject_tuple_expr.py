x, y = 1, 2
match x, y:
    case 1, 2:
        print("tuple subject")
match (x):
    case 1:
        print("parenthesized")
