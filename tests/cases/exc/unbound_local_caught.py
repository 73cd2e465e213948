def f():
    try:
        print(v)
    except UnboundLocalError as e:
        print("caught:", e)
    v = 1
f()
