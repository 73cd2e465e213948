# base64: every codec round-trips generated data (a fixed linear congruential
# sequence), and decoding generated junk gives CPython's results and errors.
import base64
import binascii

state = 99


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


def show(f, *args, **kw):
    try:
        r = f(*args, **kw)
    except (binascii.Error, ValueError, TypeError, AssertionError) as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(f.__name__, repr(args)[:50], kw, r)


for n in range(0, 14):
    data = bytes(rnd(256) for _ in range(n))
    if n % 3 == 0:
        data = b'\0' * n
    if n % 5 == 0:
        data = b' ' * n
    for enc, dec in [(base64.b64encode, base64.b64decode),
                     (base64.standard_b64encode, base64.standard_b64decode),
                     (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                     (base64.b32encode, base64.b32decode),
                     (base64.b32hexencode, base64.b32hexdecode),
                     (base64.b16encode, base64.b16decode),
                     (base64.a85encode, base64.a85decode),
                     (base64.b85encode, base64.b85decode),
                     (base64.encodebytes, base64.decodebytes)]:
        e = enc(data)
        print(enc.__name__, e, dec(e) == data)
    print(base64.a85encode(data, foldspaces=True, wrapcol=7, adobe=True),
          base64.a85encode(data, pad=True), base64.b85encode(data, pad=True),
          base64.b64encode(data, altchars=b'-_'))
    print(base64.a85decode(base64.a85encode(data, foldspaces=True, adobe=True),
                           foldspaces=True, adobe=True) == data)
pieces = ['MZXW6', '===', '=', 'AB', '01', 'zz', '8', 'mzxw', '<~', '~>', 'z', 'y', '!',
          'u', 'AAAA', '{', '~', ' ']
for _ in range(120):
    s = ''.join(pieces[rnd(len(pieces))] for _ in range(rnd(5)))
    show(base64.b32decode, s)
    show(base64.b32decode, s, casefold=True, map01='L')
    show(base64.b32hexdecode, s, casefold=True)
    show(base64.b16decode, s)
    show(base64.b16decode, s, casefold=True)
    show(base64.a85decode, s)
    show(base64.a85decode, s, adobe=True)
    show(base64.b85decode, s)
    show(base64.b64decode, s, validate=True)
    show(base64.urlsafe_b64decode, s + '==')
show(base64.b64encode, 'text')
show(base64.b64decode, 'é')
show(base64.b64decode, 12)
show(base64.b64encode, b'x', altchars=b'-')
show(base64.encodebytes, 'x')
show(base64.a85decode, b's8W-"')
show(base64.b85decode, b'|NsC0')
print(base64.encodebytes(bytes(range(200))))
