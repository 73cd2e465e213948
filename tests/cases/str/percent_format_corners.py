def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, str(e).replace('0x110000', 'LIMIT'))

t(lambda: '%5.2f|%-6d|%+i|%x|%#o|%e' % (3.14159, 42, 7, 255, 8, 12345.678))
t(lambda: '%s %r %a' % ('é', 'é', 'é'))
t(lambda: '%(a)s-%(b)05d' % {'a': 'x', 'b': 42})
t(lambda: '%*d|%-*.*f' % (5, 1, 8, 2, 3.14159))
t(lambda: '%c%c' % (65, 'é'))
t(lambda: '%%|%5%' % ())
t(lambda: '%d' % 'x')
t(lambda: '%s %s' % ('a',))
t(lambda: '%s' % ('a', 'b'))
t(lambda: '%z' % 1)
t(lambda: '%c' % 0x110000)
t(lambda: '%(a)s' % ('x',))
t(lambda: '%' % ())
