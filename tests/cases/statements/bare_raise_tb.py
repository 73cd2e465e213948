def f():
    try:
        [][1]
    except IndexError:
        print("logging")
        raise
f()
