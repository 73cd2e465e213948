# 100k comment lines inside a block and at module level.
print("def f():")
print("    #c\n" * 100000, end="")
print("    return 1")
print("#m\n" * 100000, end="")
print("print(f())")
