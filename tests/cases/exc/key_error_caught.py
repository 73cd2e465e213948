d = {}
try:
    d["x"]
except KeyError as e:
    print("KeyError", e, repr(e))
try:
    d[0]
except KeyError as e:
    print("KeyError", e)
