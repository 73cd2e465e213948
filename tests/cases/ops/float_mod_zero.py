print(5.5 % 0.0)
