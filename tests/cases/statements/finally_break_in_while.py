def f():
    n = 0
    while True:
        try:
            n += 1
            return "never"
        finally:
            if n < 3:
                continue
            break
    return n
print(f())
