e = ValueError("bad value")
print(e, repr(e), str(e))
print(repr(KeyError("k")), str(KeyError("k")), repr(Exception()), str(Exception()))
print(repr(ValueError(1, 2)), str(ValueError(1, 2)))
