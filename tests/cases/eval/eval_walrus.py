if (n := 5) > 3:
    print(n)
