def f(): return f()
try:
    f()
except RecursionError as e:
    print(e)
