try:
    raise KeyError("k")
except LookupError as e:
    print("LookupError caught KeyError", e)
except KeyError:
    print("not reached")
try:
    [][1]
except Exception as e:
    print("Exception caught", e)
