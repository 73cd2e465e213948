def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('a\tbc\td'.expandtabs)
t('a\tbc\td'.expandtabs, 4)
t('a\tb'.expandtabs, 0)
t('a\tb'.expandtabs, -1)
t('ab\ncd\tx\r\ty'.expandtabs, 3)
t('\t'.expandtabs, tabsize=2)
t('x'.expandtabs, 'a')
