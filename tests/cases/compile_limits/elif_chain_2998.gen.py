# An if with 2998 elifs nests 2999 Ifs: RecursionError in the compiler.
print("x = 1\nif x == 0: pass")
for i in range(1, 2999):
    print("elif x == %d: pass" % i)
