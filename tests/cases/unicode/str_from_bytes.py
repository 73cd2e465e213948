def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)

t(str, b'abc', 'ascii')
t(str, b'caf\xc3\xa9', 'utf-8')
t(str, b'caf\xe9', 'latin-1')
t(str, b'\xff', 'utf-8', 'replace')
t(str, b'\xff', errors='ignore')
t(str, bytearray(b'xy'), 'utf-8')
t(str, b'\xff')
t(str, 'abc', 'utf-8')
t(str, 5, 'utf-8')
t(str, b'\xe9', encoding='ascii')
