def a(n):
    if n == 0:
        return {}["missing"]
    return a(n - 1)
a(50)
