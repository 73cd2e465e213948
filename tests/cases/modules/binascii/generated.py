# binascii over generated inputs (a fixed linear congruential sequence): base64 decoding
# of strings mixing alphabet, padding and junk in both modes, hex, uu and the CRCs; every
# result or error (type and message) is printed.
import binascii

state = 4242


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


def show(f, *args, **kw):
    try:
        r = f(*args, **kw)
    except (binascii.Error, binascii.Incomplete, ValueError, TypeError) as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(f.__name__, repr(args)[:60], kw, r)


pieces = [b'QUJD', b'YQ', b'YWI', b'=', b'==', b'!', b' ', b'\n', b'Zm9v', b'a', b'+/',
          b'-_', b'===', b'AA', b'A']
for _ in range(300):
    s = b''.join(pieces[rnd(len(pieces))] for _ in range(rnd(6)))
    show(binascii.a2b_base64, s)
    show(binascii.a2b_base64, s, strict_mode=True)
for n in range(0, 12):
    data = bytes(rnd(256) for _ in range(n))
    show(binascii.b2a_base64, data)
    show(binascii.b2a_base64, data, newline=False)
    enc = binascii.b2a_base64(data)
    print(binascii.a2b_base64(enc) == data, binascii.a2b_base64(enc.decode()) == data)
    show(binascii.hexlify, data)
    show(binascii.b2a_hex, data, '-', 2)
    show(binascii.hexlify, data, b':', -3)
    show(binascii.unhexlify, binascii.hexlify(data))
    show(binascii.b2a_uu, data)
    show(binascii.b2a_uu, data, backtick=True)
    show(binascii.a2b_uu, binascii.b2a_uu(data))
    show(binascii.a2b_uu, binascii.b2a_uu(data, backtick=True))
    show(binascii.crc32, data)
    show(binascii.crc32, data, 12345)
    show(binascii.crc_hqx, data, 0)
    show(binascii.crc_hqx, data, 0xFFFF)
for bad in ['abc', 'zz', 'a', '0g', 'é0', b'12 3', '']:
    show(binascii.unhexlify, bad)
for bad in [123, 'é', None, [1]]:
    show(binascii.a2b_base64, bad)
    show(binascii.b2a_base64, bad)
    show(binascii.crc32, bad)
show(binascii.b2a_uu, b'x' * 46)
show(binascii.a2b_uu, b'!!!!!\n')
show(binascii.a2b_uu, b'#86)C\n  extra')
show(binascii.a2b_uu, b'#86)C~\n')
show(binascii.a2b_uu, b'')
show(binascii.a2b_uu, b'\n')
show(binascii.a2b_uu, b'!')
show(binascii.crc32, b'abc', -1)
show(binascii.crc32, b'abc', 2**40 + 7)
show(binascii.crc_hqx, b'abc', -1)
print(issubclass(binascii.Error, ValueError), issubclass(binascii.Incomplete, Exception))
show(binascii.a2b_hex, 'zz'); show(binascii.a2b_hex, 'a1')


class Idx:
    def __index__(self):
        return -7

    def __repr__(self):
        return 'Idx()'


for bad in ['x', 1.5, None, Idx(), True, -2**70]:
    show(binascii.crc32, b'abc', bad)
    show(binascii.crc_hqx, b'abc', bad)
