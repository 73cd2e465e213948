def outer():
    def helper(x):
        return x * 2
    for i in range(3):
        yield helper(i)
print(list(outer()))
def maker():
    def gen():
        yield "inner"
    return gen
print(type(maker()).__name__, list(maker()()))
