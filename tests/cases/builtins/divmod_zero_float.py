print(divmod(1, 2))
divmod(1.0, 0)
