def f(l):
    l.append(1)    return l
print(f([]))
