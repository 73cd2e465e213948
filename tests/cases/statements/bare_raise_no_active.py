def f():
    raise
try:
    f()
except RuntimeError as e:
    print("RuntimeError:", e)
raise
