print("a")
print("b", color="red")
