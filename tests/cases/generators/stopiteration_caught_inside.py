def g():
    try:
        next(iter([]))
    except StopIteration:
        yield "caught"
print(list(g()))
