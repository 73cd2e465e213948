def f(**k): pass
f(a=1, **{'a': 2})
