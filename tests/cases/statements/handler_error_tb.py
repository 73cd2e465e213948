def f(d):
    try:
        return d["missing"]
    except KeyError:
        return d.undefined
f({})
