for v in [0, 0.0, -0.0, 1e300 * 10, "0", False]:
    match v:
        case 0:
            print(repr(v), "== 0")
        case "0":
            print(repr(v), "is the string")
        case float():
            print(repr(v), "some float")
