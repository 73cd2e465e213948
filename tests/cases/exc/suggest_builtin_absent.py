print(1)
m = memoryviw(b"x")
