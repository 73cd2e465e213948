# Emits 3000 nested unary minus operators: CPython raises RecursionError while compiling.
print("-" * 3000 + "1")
