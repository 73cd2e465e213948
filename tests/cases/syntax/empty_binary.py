x = 0b
