for i in range(5):
    pass
print(i)
k = 99
for k in []:
    pass
print(k)
