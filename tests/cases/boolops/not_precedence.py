print(not 1 == 2, not (1 == 2), not 1 + 1, (not 1) + 1, not "" == "")
