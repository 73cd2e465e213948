def f():
    try:
        raise ValueError("inner")
    finally:
        print("cleanup")
try:
    f()
except ValueError as e:
    raise TypeError("outer") from e
