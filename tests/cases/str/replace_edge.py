def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('abc'.replace, '', '-')
t('abc'.replace, '', '-', 2)
t('aaa'.replace, 'a', 'b', 0)
t('aaa'.replace, 'a', 'b', -1)
t('aaa'.replace, 'aa', 'b')
t(''.replace, '', 'x')
t('abc'.replace, 'b', 1)
t('abc'.replace, 'b')
t('abc'.replace, 'b', 'c', 1.0)
t('abc'.replace, 'b', 'c', count=1)
