def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

s = 'abcabc'
t(s.find, 'c', 3)
t(s.find, 'c', 3, 5)
t(s.find, '', 6)
t(s.find, '', 7)
t(s.rfind, 'b', None, 4)
t(s.index, 'z')
t(s.rindex, 'z')
t(s.index, 'c', -2)
t(s.find, 'a', 2**70)
t(s.find, 'a', -2**70)
t(s.find, 3)
