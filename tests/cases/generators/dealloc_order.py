def g(name):
    try:
        yield name
    finally:
        print("close", name)
def run():
    x = g("x")
    y = g("y")
    next(x); next(y)
    print("leaving")
run()
print("left")
