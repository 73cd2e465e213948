def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('ab'.center, 7)
t('ab'.center, 6, '*')
t('abc'.center, 6, '*')
t('ab'.ljust, 5, '-')
t('ab'.rjust, 1)
t('ab'.center, 5, 'xy')
t('ab'.center, 5, '')
t('ab'.ljust, 'x')
t('ab'.rjust, -3)
t('ab'.center, 4, fillchar='.')
