def f():
    try:
        print("body")
        return "returned"
    finally:
        print("finally runs")
print(f())
