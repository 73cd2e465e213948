print("before")
x = *[1]
