divmod('a', 1)
