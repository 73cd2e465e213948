print(str(1), str(1.5), str(True), str(None), str([1, "a"]), str((1,)), str({"k": "v"}))
print(repr("x"), repr(1), repr([None]))
