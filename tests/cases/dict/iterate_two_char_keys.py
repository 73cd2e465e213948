d = {"ab": 1, "cd": 2}
for k, v in d:
    print(k, v)
