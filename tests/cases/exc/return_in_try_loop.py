def f():
    out = []
    for i in range(5):
        try:
            if i == 3:
                return out
            out.append(i)
        finally:
            out.append(-i)
print(f())
