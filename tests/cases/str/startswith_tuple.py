def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

s = 'hello world'
t(s.startswith, ('x', 'he'))
t(s.endswith, ('ld', 'x'), 5)
t(s.startswith, 'world', 6)
t(s.startswith, '', 11)
t(s.startswith, '', 12)
t(s.endswith, 'lo', 0, 5)
t(s.startswith, ('a', 1))
t(s.startswith, ['he'])
t(s.endswith, 1)
t(s.startswith, ())
