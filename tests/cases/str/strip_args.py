def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('  xy  '.strip)
t('xxaxx'.strip, 'x')
t('abcba'.strip, 'ab')
t('abc'.strip, None)
t('abc'.strip, '')
t('abc'.lstrip, 1)
t('  a\t\n'.rstrip)
t('\x1c a \x1f'.strip)
