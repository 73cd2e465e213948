enumerate(5)
