def f():
    try:
        v = 1
    except ValueError:
        return "except caught else error?"
    else:
        raise ValueError("from else")
try:
    f()
except ValueError as e:
    print("propagated:", e)
