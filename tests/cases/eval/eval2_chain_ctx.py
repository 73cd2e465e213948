def f():
    try:
        {}['a']
    except KeyError:
        raise ValueError('v')
f()
