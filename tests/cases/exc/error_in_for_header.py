print("start")
for x in undefined_iterable:
    print(x)
