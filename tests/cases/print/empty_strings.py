print("", "", sep="|")
print("", end="")
print("|")
