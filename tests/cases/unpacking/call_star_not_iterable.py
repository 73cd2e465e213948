def f(*a):
    return a
f(*None)
