def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t(str)
t(str, 12)
t(str, object=1.5)
t(str, [1, 'é'])
t(str, None)
t(str, b'ab')
t(str, 1, 2, 3, 4)
t(str, x=1)
