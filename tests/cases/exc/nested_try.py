def risky(n):
    try:
        try:
            if n == 0:
                raise ValueError("zero")
            return 10 // (n - 1)
        except ValueError as e:
            print("inner handled", e)
            return -1
    except ZeroDivisionError:
        print("outer handled")
        return -2
    finally:
        print("done", n)
print(risky(0), risky(1), risky(3))
