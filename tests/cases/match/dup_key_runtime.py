class K:
    a = 1
    b = 1.0
match {1: "x", 2: "y"}:
    case {K.a: _, K.b: _}:
        pass
