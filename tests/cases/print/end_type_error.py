print("ok", end="\n")
print("x", end=1)
