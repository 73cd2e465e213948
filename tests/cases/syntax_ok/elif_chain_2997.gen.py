# The longest elif chain CPython compiles (2997 elifs).
print("x = 2996\nif x == 0: pass")
for i in range(1, 2998):
    print("elif x == %d: print(%d)" % (i, i))
