for v in [3, "s", 2.5, [1], (1,), {"k": 1}, True]:
    match v:
        case bool(x):
            print("bool", x)
        case int(x):
            print("int", x)
        case str(x):
            print("str", x)
        case float(x):
            print("float", x)
        case list(x):
            print("list", x)
        case tuple(x):
            print("tuple", x)
        case dict(x):
            print("dict", x)
match 5:
    case int(real=r, imag=i):
        print("int attrs", r, i)
match "abc":
    case str(upper=u):
        print(callable(u))
