x = 0o
