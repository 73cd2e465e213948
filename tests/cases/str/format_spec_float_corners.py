def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

for spec in ['', '.0f', '.3e', '.3g', '%', '.1%', 'z.1f', '+.2f', ',.2f', '_.1f', '#.0f', '.0e', 'g', '#g', 'n', '010.2f', '.20g', 'E', 'G', 'F', '=+12.3f']:
    t(format, -1234.5678, spec)
t(format, float('nan'), '+f')
t(format, float('-inf'), '010')
t(format, -0.0, 'z.2f')
t(format, 1e300, ',.0f')
