d = {"a": 1, "b": 2, "c": 3}
match d:
    case {"a": 1, **rest}:
        rest["z"] = 0
        print(rest, d)
match {}:
    case {**rest}:
        print("empty rest", rest)
match {"a": None}:
    case {"a": None}:
        print("None value matched")
match {"a": 1}:
    case {"b": None}:
        print("no")
    case {"a": _, **r} if not r:
        print("no extras")
