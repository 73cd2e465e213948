def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

for s in ['42', '-42', '+42', '', '-', 'abc', '--1', '١', '+']:
    t(s.zfill, 5)
t('1'.zfill, -1)
t('1'.zfill, 'x')
