# An if with 5967 elifs exhausts the parser stack first: MemoryError.
print("x = 1\nif x == 0: pass")
for i in range(1, 5968):
    print("elif x == %d: pass" % i)
