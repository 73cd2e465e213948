def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, str(e).replace('0x110000', 'LIMIT'))

for spec in ['+d', ' d', '#x', '#X', '#o', '#b', '08,d', '_x', ',b', '=+8', '^+9', 'c', '010_', 'n', '.2', ',', 'z']:
    t(format, -255, spec)
t(format, 65, 'c')
t(format, True, 'd')
t(format, True, '')
t(format, 0x110000, 'c')
