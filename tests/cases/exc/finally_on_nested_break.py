for i in range(3):
    for j in range(3):
        try:
            if j == 1:
                break
            print("body", i, j)
        finally:
            print("finally", i, j)
