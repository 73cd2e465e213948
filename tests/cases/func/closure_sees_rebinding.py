def outer():
    x = 1
    def get():
        return x
    x = 2
    r1 = get()
    x = 3
    return r1, get()
print(outer())
