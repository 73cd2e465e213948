def f():
    "just a docstring"
def g():
    """multi
    line"""
    return 5
print(f(), g())
