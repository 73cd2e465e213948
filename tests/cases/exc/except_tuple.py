for v in [0, "x", None]:
    try:
        if v == 0:
            1 // v
        elif v == "x":
            int(v)
        else:
            v.attr
    except (ZeroDivisionError, ValueError) as e:
        print("group 1:", e)
    except AttributeError as e:
        print("group 2:", e)
