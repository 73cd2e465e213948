# CPython's compile-time SyntaxWarning for `is` with a literal, after constant folding.
# compare: full stderr
x = 1
y = None
print(x is 1, x is not 1, 1 is x, x is -1, x is 2 ** 3, x is (1, 2), x is ())
print(x is "a", x is b"b", x is 1.5, x is 1j, x is -True, x is (1, (2, 3)))
print(x is None, x is True, x is not False, x is ..., y is None, x is y, x is not y)
print(x is f"1", x is [1], x is (x, 1), x is not x, x is not (not 1))
if x is 1 or x is 2:
    print("chained", 0 < x is 1 < 2, x is x is 1)
def f(a=x is 3):
    return a is 4
print(f())
lam = lambda: x is 5
print(lam())
