def f():
    try:
        int("bad")
    except ValueError:
        raise KeyError("converted in handler")
try:
    f()
except KeyError as e:
    print("got", e)
f()
