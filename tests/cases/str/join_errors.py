def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t(','.join, ['a', 'b'])
t(','.join, ('é', '日'))
t(','.join, 'abc')
t(','.join, [])
t(','.join, ['a', 1])
t(','.join, [b'a'])
t(','.join, 5)
t(''.join, (x for x in 'xyz'))
t('-'.join, {'k': 1})
