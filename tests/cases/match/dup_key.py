class K:
    a = "x"
    b = "x"
try:
    match {"x": 1}:
        case {K.a: 1, K.b: 2}:
            pass
except ValueError as e:
    print("ValueError:", e)
match {"x": 1, "y": 2}:
    case {K.a: v, **rest}:
        print(v, rest)
match {"x": 1}:
    case {K.a: 1, K.b: 1}:
        pass
