x = 0o8
