print(True or False and False, (True or False) and False, not True or True, not (True or True))
print(1 and 2 or 3, 0 and 2 or 3, 1 or 2 and 3)
