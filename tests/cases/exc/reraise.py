try:
    try:
        1 / 0
    except ZeroDivisionError:
        print("logging, then re-raise")
        raise
except ZeroDivisionError as e:
    print("outer", e)
