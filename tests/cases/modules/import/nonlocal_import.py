def outer():
    def inner():
        nonlocal copy
        import copy
    copy = None
    inner()
    return copy.copy([1, 2])
print(outer())
