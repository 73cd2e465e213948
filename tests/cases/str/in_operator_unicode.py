def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

print('日' in '日本', '' in 'abc', 'é' in 'e\u0301', 'ß' in 'SS', 'bc' in 'abc')
t(lambda: 1 in 'abc')
t(lambda: None in '')
