def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('a\nb'.splitlines, 1)
t('a\nb'.splitlines, keepends=0)
t('a\nb'.splitlines, 'x')
t('a\nb'.splitlines, 1, 2)
