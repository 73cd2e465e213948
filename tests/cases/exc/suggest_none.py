x = 1
print(Nne)
