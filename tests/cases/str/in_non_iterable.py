print("a" in ["a"])
print("a" in 1)
