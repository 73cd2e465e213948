print("abc"[::1])
print("abc"[::0])
