# 'u' arrays: surrogates, code points past U+10FFFF from frombytes in every reader,
# and the writers.
from array import array as A


def attempt(label, f):
    try:
        r = repr(f())
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, e)


bad = A('u', b'a\x00\x00\x00\x00\x00\x11\x00')
good = A('u', 'a\ud800\U0010ffff')
print(len(bad), good.tolist() == ['a', '\ud800', '\U0010ffff'], good.tounicode() == 'a\ud800\U0010ffff')
print(good.tobytes().hex())
for label, f in [('repr', lambda: repr(bad)), ('str', lambda: str(bad)), ('tolist', bad.tolist),
                 ('tounicode', bad.tounicode), ('getitem0', lambda: bad[0]), ('getitem1', lambda: bad[1]),
                 ('in a', lambda: 'a' in bad), ('in z', lambda: 'z' in bad), ('count', lambda: bad.count('z')),
                 ('index', lambda: bad.index('a')), ('eq', lambda: bad == A('u', 'ab')), ('eq same', lambda: bad == bad),
                 ('lt', lambda: bad < A('u', 'ab')), ('list', lambda: list(bad)), ('slice', lambda: bad[:1]),
                 ('pop', lambda: A('u', b'\x00\x00\x11\x00').pop()), ('copy', lambda: len(bad.__copy__())),
                 ('byteswap', lambda: A('u', 'ab').byteswap()), ('in int', lambda: 1 in bad)]:
    attempt(label, f)
u = A('u')
u.fromunicode('')
u.fromunicode('x\u20ac\U0001f600')
u.extend('yz')
u.extend(['w'])
u[0] = 'X'
u[1:2] = A('u', 'QR')
print(u, len(u), u.index('y'), u * 2, u[::-1])
attempt('set bad', lambda: u.__setitem__(0, 'ab'))
attempt('set int', lambda: u.__setitem__(0, 65))
attempt('extend bytes', lambda: u.extend(b'ab'))
attempt('fromlist', lambda: u.fromlist(['a', 'bc']))
print(u)
