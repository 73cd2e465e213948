print(True, False, repr(True), str(False))
print(int(True), float(False))
print(bool(0), bool(1), bool(-1), bool(0.0), bool(""), bool("a"), bool([]), bool([0]))
