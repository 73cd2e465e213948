def f(n):
    if n > 0:
        if n > 1:
            if n > 2:
                return "big"
    return "small"
print(f(5), f(1))
