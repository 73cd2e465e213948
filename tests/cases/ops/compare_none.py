print(None == None)
print(None < 1)
