x = "g"
def outer():
    y = "o"
    def inner():
        global x
        nonlocal y
        x = x + "!"
        y = y + "?"
    inner()
    return y
print(outer(), x)
