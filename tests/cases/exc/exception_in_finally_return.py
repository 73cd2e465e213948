def f():
    for i in range(3):
        try:
            if i == 1:
                return "ret " + str(i)
        finally:
            print("finally", i)
print(f())
