def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('a,b,,c'.split, ',')
t('a,b,,c'.split, ',', 1)
t('a,b,,c'.rsplit, ',', 1)
t('a,b'.split, '')
t('  a  b  '.split, None, 1)
t('  a  b  '.rsplit, None, 1)
t('a b'.split, maxsplit=0)
t(''.split, ',')
t(''.split)
t('abc'.split, 1)
t('a--b--c'.split, '--', -5)
t('x'.split, sep=None, maxsplit='1')
