# edge behaviour of the rewritten base64 functions: errors and their order, padding,
# framing, wrapping, the legacy file interface
import base64
import binascii


def show(f, *a, **k):
    try:
        r = f(*a, **k)
        print(f.__name__, repr(r))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)


for arg in ('aGk=', b'aGk=', bytearray(b'aGk='), 'é', 5, None):
    show(base64.b64decode, arg)
show(base64.b64encode, b'\xfb\xff', altchars=b'-_')
show(base64.b64encode, b'\xfb\xff', altchars=b'-_!')
show(base64.b64encode, 'x')
show(base64.b64decode, '-_8=', altchars='-_')
show(base64.b64decode, '-_8=', altchars=b'-')
show(base64.b64decode, '-_8=', altchars=5)
show(base64.b64decode, 'a!Gk=', validate=True)
show(base64.b64decode, 'a!Gk=')
show(base64.b64decode, 'aGk')
show(base64.urlsafe_b64decode, '-_8=')
for data in (b'', b'a', b'ab', b'abc', b'abcd', b'abcde', b'abcdef', b'\xff' * 7):
    enc = base64.b32encode(data)
    print(enc, base64.b32decode(enc) == data, base64.b32hexencode(data),
          base64.b32hexdecode(base64.b32hexencode(data)) == data)
for text in ('MFRGG===', 'mfrgg===', 'MFRGGZDF', 'MFRG====', 'MFRGGZA=', 'M=======',
             '========', 'MFRGGZD', 'MFR!GZDF', 'MF=GGZDF', 'MFRGG==!', 'ME======',
             'MFRGGZDFMFRGG===', '', 'MFRGG=== ', 'O1', 'O1O1O1O1', '01234567'):
    show(base64.b32decode, text)
    show(base64.b32decode, text, casefold=True)
    show(base64.b32decode, text, map01='L')
show(base64.b32decode, 'O1O1O1O1', map01='LL')
show(base64.b32decode, b'O1O1O1O1', map01=b'I')
show(base64.b32hexdecode, 'c5h66===', casefold=True)
show(base64.b32hexdecode, 'c5h66===')
for text in ('616263', '6a6B', '6A6B', 'ABC', 'XY', '', '6a6b'):
    show(base64.b16decode, text)
    show(base64.b16decode, text, casefold=True)
for data in (b'', b'a', b'abcd', b'\0\0\0\0x', b'    y', b'hello world!!', b'\xff' * 9):
    for kw in ({}, {'pad': True}, {'foldspaces': True}, {'adobe': True},
               {'wrapcol': 1}, {'wrapcol': 3, 'adobe': True}, {'wrapcol': 1, 'adobe': True},
               {'wrapcol': 7, 'adobe': True}, {'wrapcol': 4}):
        enc = base64.a85encode(data, **kw)
        print(kw, enc)
        dec = base64.a85decode(enc, foldspaces=kw.get('foldspaces', False),
                               adobe=kw.get('adobe', False))
        print(dec == data or dec[:len(data)] == data)
for text, kw in (('87cURD]i,"Ebo80', {}), ('z', {}), ('zz', {}), ('8z', {}), ('y', {}),
                 ('y', {'foldspaces': True}), ('8y', {'foldspaces': True}),
                 ('s8W-!', {}), ('s8W-"', {}), ('uuuuu', {}), ('87cUR~', {}),
                 ('87 cU\nRD', {}), ('87|cU', {}), ('87|cU', {'ignorechars': b'|'}),
                 ('<~87cURD~>', {'adobe': True}), ('87cURD~>', {'adobe': True}),
                 ('<~87cURD', {'adobe': True}), ('<~>', {'adobe': True}),
                 ('~>', {'adobe': True}), ('8', {}), ('87', {}), ('', {}), ('é', {})):
    show(base64.a85decode, text, **kw)
try:
    base64.a85decode('87|cU', ignorechars='|')
except TypeError as e:
    print(type(e).__name__, e)
for text in ('VPa!sWoBn+', 'VPa!s', 'V', 'VP', '|NsC0', '{{{{{', '~~~~~', 'VP a'):
    show(base64.b85decode, text)


class Reader:
    def __init__(self, data, step):
        self.data, self.step = data, step

    def read(self, n):
        n = min(n, self.step)
        out, self.data = self.data[:n], self.data[n:]
        return out

    def readline(self):
        i = self.data.find(b'\n')
        i = len(self.data) if i < 0 else i + 1
        out, self.data = self.data[:i], self.data[i:]
        return out


class Writer:
    def __init__(self):
        self.parts = []

    def write(self, b):
        self.parts.append(b)


for size, step in ((0, 5), (10, 3), (57, 10), (58, 57), (200, 7)):
    w = Writer()
    base64.encode(Reader(bytes(range(size)), step), w)
    print(size, step, [len(p) for p in w.parts])
    w2 = Writer()
    base64.decode(Reader(b''.join(w.parts), 1), w2)
    print(b''.join(w2.parts) == bytes(range(size)), len(w2.parts))
for data in (b'', b'x' * 56, b'x' * 57, b'x' * 58, bytearray(b'y' * 200)):
    print(base64.encodebytes(data))
show(base64.encodebytes, 'abc')
show(base64.decodebytes, 'abc')
