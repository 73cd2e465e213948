def inner():
    try:
        yield 1
    finally:
        print("inner closed")
def outer():
    try:
        yield from inner()
    finally:
        print("outer closed")
g = outer()
next(g)
g.close()
print("done")
