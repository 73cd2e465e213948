x = {1, 2}
print(x)
y = {1, {2}}
