def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t('{0} {1}'.format, 1)
t('{x}'.format, y=1)
t('{0[5]}'.format, [1])
t('{0.nope}'.format, 1)
t('{0[x]}'.format, {})
t('{:d}'.format, 'a')
t('{:s}'.format, 1)
t('{:,s}'.format, 'a')
t('{0[}'.format, 1)
t('{0]}'.format, 1)
