# struct.error and the other exceptions, with CPython's messages: range checks per code
# and byte order, non-integers, bad formats, counts, buffer sizes and offsets.
import struct


def t(f, *a):
    try:
        print(repr(f), struct.pack(f, *a))
    except Exception as e:
        print(repr(f), type(e).__name__, e)


for c in 'bBhHiIlLqQnNP':
    for order in '@<>=':
        if c in 'nNP' and order != '@':
            continue
        for v in (2**70, -2**70, 2**64, 2**63, 2**33, 2**31, -2**31 - 1, 256, 128, -1, -129,
                  1.5, 'x', None):
            t(order + c, v)
for f, a in [('e', (1e10,)), ('e', (65520.0,)), ('<f', (1e300,)), ('>f', (-1e39,)), ('d', ('x',)),
             ('f', ('x',)), ('e', (None,)), ('c', (b'ab',)), ('c', ('a',)), ('c', (bytearray(b'a'),)),
             ('s', ('a',)), ('p', (1,)), ('i', ()), ('i', (1, 2)), ('3x', (1,)), ('z', (1,)),
             ('<n', (1,)), ('=P', (1,)), ('!N', (1,)), ('1000000000000000000000i', ()),
             ('9223372036854775807i', ()), ('4611686018427387904h', ()), ('9223372036854775808x', ()),
             ('i 5 i', (1, 1)), ('5', ()), ('i5', (1,)), ('ii\0i', (1, 2, 3)), ('<>i', (1,)),
             ('i<', (1,)), ('iii', (1, 2)), ('s', (b'a', b'b'))]:
    t(f, *a)
for f in (1, None, 2.5, ['i']):
    try:
        struct.pack(f, 1)
    except Exception as e:
        print(type(e).__name__, e)
    try:
        struct.Struct(f)
    except Exception as e:
        print(type(e).__name__, e)
    try:
        struct.calcsize(f)
    except Exception as e:
        print(type(e).__name__, e)


class BadIdx:
    def __index__(self):
        raise ValueError('boom')


class BadIdx2:
    def __index__(self):
        raise TypeError('boom2')


class Flt:
    def __float__(self):
        return 2.5


for v in (BadIdx(), BadIdx2(), Flt()):
    t('i', v)


def u(f, b, *a):
    try:
        print(repr(f), struct.unpack_from(f, b, *a) if a else struct.unpack(f, b))
    except Exception as e:
        print(repr(f), type(e).__name__, e)


u('i', b'abc')
u('i', b'\0' * 8)
u('i', 'abcd')
u('i', [1, 2, 3, 4])
u('i', b'abcdef', 4)
u('i', b'abcdef', -10)
u('i', b'abcdef', -6)
u('i', b'abcdef', -2)
u('i', b'abcdef', 2)
u('i', b'abcdef', 'a')
u('', b'', 0)
for thunk in (lambda: struct.pack(), lambda: struct.unpack('i'), lambda: struct.calcsize('i', 1),
              lambda: struct.pack_into('i', bytearray(8)), lambda: struct.pack_into('i', bytearray(8), 0),
              lambda: struct.pack_into('i', bytearray(3), 0, 1), lambda: struct.pack_into('i', bytearray(3), 5, 1),
              lambda: struct.pack_into('i', bytearray(3), -10, 1), lambda: struct.pack_into('i', b'abcd', 0, 1),
              lambda: struct.pack_into('i', bytearray(8), 'a', 1), lambda: struct.iter_unpack('i', b'abc'),
              lambda: struct.iter_unpack('', b'abc'), lambda: struct.iter_unpack('i', 'abcd'),
              lambda: struct.Struct('i').pack(1, 2), lambda: struct.Struct('i').unpack(b'\0' * 8),
              lambda: struct.Struct('i').unpack_from(b'\0' * 2), lambda: struct.Struct('i').pack_into(bytearray(2), 0, 1),
              lambda: struct.pack('é'), lambda: struct.pack('<e', 'x'), lambda: struct.pack('i', [])):
    try:
        print(thunk())
    except Exception as e:
        print(type(e).__name__, e)
print(issubclass(struct.error, Exception), struct.error.__module__, struct.error.__name__)
try:
    struct.pack('B', 300)
except struct.error as e:
    print('caught', e.args)
