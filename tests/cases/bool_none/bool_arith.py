print(True + True, True * 10, False - 1, True / 2, -True)
print(True == 1, False == 0, True is True, 1 == True)
