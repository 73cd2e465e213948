def g():
    try:
        x = 1
        y = 2
z = 1
