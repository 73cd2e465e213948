def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

for spec in ['', '10', '<10', '>10', '^10', '*^9', '.2', '10.3', 's', '=10', '+', ' ', '#', '010', ',', 'z', 'x', '-<5']:
    t(format, 'hello', spec)
