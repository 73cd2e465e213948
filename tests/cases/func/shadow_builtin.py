len = 5
print(len)
del len
print(len("restored"))
len = 5
len("x")
