print("start")
v = Fals
