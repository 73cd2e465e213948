def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: 'a' < 1)
t(lambda: 'a' >= None)
t(lambda: 'a' == 1)
t(lambda: 'abc' < 'abd')
t(lambda: 'a' * 0 < 'a')
