lambda: x = 1
