def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('prefix_x'.removeprefix, 'prefix_')
t('x'.removeprefix, 'xx')
t('abc'.removesuffix, 'bc')
t('abc'.removesuffix, '')
t('abc'.removeprefix, 1)
t('é日'.removesuffix, '日')
t('abc'.removeprefix)
