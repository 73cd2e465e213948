# Emits 3000 nested lambdas: CPython raises MemoryError while parsing.
print("x = " + "lambda: " * 3000 + "1")
