if False:
    pass
else:
print(1)
