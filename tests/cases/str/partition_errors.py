def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('a=b=c'.partition, '=')
t('a=b=c'.rpartition, '=')
t('abc'.partition, '')
t('abc'.partition, 1)
t('abc'.rpartition, None)
t(''.partition, 'x')
