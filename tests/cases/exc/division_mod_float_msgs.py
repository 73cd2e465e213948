for op in ["/", "//", "%"]:
    try:
        if op == "/":
            1.5 / 0
        elif op == "//":
            1.5 // 0
        else:
            1.5 % 0
    except ZeroDivisionError as e:
        print(op, e)
