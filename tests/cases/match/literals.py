def f(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 1.5:
            return "float"
        case "hello" | "hi":
            return "greeting"
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case _:
            return "other"

for v in [0, 1, 3, -1, 1.5, "hi", None, True, False, 0.0, 1.0, 7, "x", []]:
    print(repr(v), f(v))
