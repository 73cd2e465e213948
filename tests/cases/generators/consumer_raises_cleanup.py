def g():
    try:
        yield 1
    finally:
        print("cleanup on error")
def use():
    for x in g():
        raise KeyError("oops")
try:
    use()
except KeyError as e:
    print("caught", e)
