try:
    try:
        1 / 0
    finally:
        raise KeyError("from finally")
except KeyError as e:
    print("got", repr(e))
try:
    1 / 0
finally:
    raise ValueError("final")
