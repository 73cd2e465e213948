def g():
    for i in range(3):
        try:
            yield i
        finally:
            print("finally", i)
print(list(g()))
