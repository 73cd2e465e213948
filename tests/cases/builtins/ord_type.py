ord(5)
