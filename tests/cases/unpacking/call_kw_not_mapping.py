def f(**k):
    return k
f(**[("a", 1)])
