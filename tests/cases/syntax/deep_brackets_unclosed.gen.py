# Emits 5000 unclosed brackets.
print("x = " + "[" * 5000)
