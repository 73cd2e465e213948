def f(x):
    try:
        r = 10 // x
    except ZeroDivisionError:
        print("div by zero")
    else:
        print("result", r)
f(2)
f(0)
