try:
    int("zz")
except KeyError:
    print("wrong")
