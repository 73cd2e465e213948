x = 1
elif x:
    pass
