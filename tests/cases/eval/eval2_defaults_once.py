def f(l=[]):
    l.append(1)
    return l
f(); print(f())
