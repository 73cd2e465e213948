try:
    [][1]
except (KeyError, IndexError) as e:
    print(type(e).__name__, e)
