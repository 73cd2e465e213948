for v in [-1, -1.5, 1, 0]:
    match v:
        case -1:
            print("minus one")
        case -1.5:
            print("minus 1.5")
        case 1 | 0:
            print("one or zero", v)
