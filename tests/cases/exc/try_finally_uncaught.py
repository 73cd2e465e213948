try:
    print("start")
    raise KeyError("k")
finally:
    print("finally before traceback")
