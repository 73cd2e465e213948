try:
    [1][2]
except IndexError:
    print("handler")
    raise
