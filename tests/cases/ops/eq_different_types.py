print(1 == "1", "a" == ["a"], [1] == (1,), None == 0, None == False, 1 != "1")
