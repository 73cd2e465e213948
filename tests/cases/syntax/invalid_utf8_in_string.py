x = 1
s = 'café'
print(s)
