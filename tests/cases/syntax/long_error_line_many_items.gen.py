# A 300 KB line whose error leaves one ERROR node with 100k children: indexed child
# access in the error reporting was quadratic.
print("x = 1, " + "1," * 100000 + " $ 2")
