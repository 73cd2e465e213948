def f():
    x = "first"
    try:
        return x
    finally:
        x = "changed"
print(f())
def g():
    l = [1]
    try:
        return l
    finally:
        l.append(2)
print(g())
