x = None
print(x, repr(x), x is None, x is not None, x == None)
print(bool(None), not None)
