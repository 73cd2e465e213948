print("abc" - "c")
