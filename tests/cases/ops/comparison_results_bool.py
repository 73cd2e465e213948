print(1 < 2 == True, (1 < 2) == True, 3 == 3.0 == True, 0 == False != None)
