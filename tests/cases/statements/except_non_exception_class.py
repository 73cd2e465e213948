try:
    try:
        raise ValueError
    except int:
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    try:
        1 / 0
    except (ZeroDivisionError, "str"):
        print("matched before the bad entry")
except TypeError as e:
    print("TypeError:", e)
