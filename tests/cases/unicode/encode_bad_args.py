def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('a'.encode, 'nope')
t('a'.encode, 'ascii', 'bogus')
t('é'.encode, 'ascii', 'bogus')
t('a'.encode, 1)
t('a'.encode, 'utf-8', 2)
t('a'.encode, 'utf-8', 'strict', 3)
t('a'.encode, encodin='x')
