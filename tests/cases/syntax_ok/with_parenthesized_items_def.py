def f():
    with (a as b, c as d):
        pass
print("function with parenthesized with-items defined, never called")
