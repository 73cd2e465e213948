def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

s = 'aaaa'
t(s.count, 'aa')
t(s.count, '')
t(s.count, '', 2)
t(s.count, '', 5)
t(s.count, 'a', -2)
t(s.count, 'a', 1, -1)
t(s.count, 'a', None, None)
t(s.count, 1)
t(s.count)
t(s.count, 'a', 'x')
t(''.count, '')
