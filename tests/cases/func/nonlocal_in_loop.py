def make():
    total = 0
    def add(n):
        nonlocal total
        for i in range(n):
            total += i
        return total
    return add
add = make()
print(add(3), add(4), add(0))
