# `f(1, ..., 1 = 2)` with 50k arguments: the keyword-name check runs over a wide node.
print("f(" + "1," * 50000 + "1 = 2)")
