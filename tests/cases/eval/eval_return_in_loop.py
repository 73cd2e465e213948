def f():
    for i in range(10):
        if i == 3:
            return i
print(f())
