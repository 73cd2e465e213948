def t(f, *a):
    try:
        print(repr(f(*a)))
    except Exception as e:
        print(type(e).__name__, e)
s = 'hello'
t(s.find, 1, 'x')
t(s.count, None, 1.5)
t(s.rindex, 2, 99)
t(s.find, 2, 99)
t(s.startswith, 1, 'x')
t(s.startswith, 1, 99)
t(s.endswith, ('lo', 3), 0)
t(s.endswith, ('x', 3), 0)
t(s.startswith, ('x', 3), 99)
t(s.startswith, '', 6)
t(s.split, 1, 'x')
t(s.split, '', 'x')
t(s.rsplit, '', 1)
t(s.split, 5, 1)
