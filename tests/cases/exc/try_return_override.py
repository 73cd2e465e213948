def f():
    try:
        return "try"
    finally:
        print("finally sees the return")
def g():
    try:
        raise ValueError("x")
    except ValueError:
        return "from except"
    finally:
        print("finally after except")
print(f(), g())
