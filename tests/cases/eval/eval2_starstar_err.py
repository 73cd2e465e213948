def f(**k): pass
f(**5)
