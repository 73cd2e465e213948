def g():
    try:
        me.send(None)
    except ValueError as e:
        print("inner", e)
    yield 1
me = g()
print(next(me))
