print(b'a' * 2)
b'a' + 1
