for s in ["x", "", "1.5", "12abc", " ", "0x10"]:
    try:
        int(s)
    except ValueError as e:
        print(e)
