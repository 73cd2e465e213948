for v in [1, "a", None, [1, 2]]:
    match v:
        case _ if v is None:
            print("none via guard")
        case x:
            print("captured", x)
print(x)
