print(1.0 / 0)
