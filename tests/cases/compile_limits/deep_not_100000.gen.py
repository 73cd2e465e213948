# Emits 100000 nested not operators.
print("x = " + "not " * 100000 + "1")
