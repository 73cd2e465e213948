# struct.pack/unpack round trips for every format char in every byte order, native
# sizes and alignment, calcsize, and the float codes' rounding and specials.
import struct

vals = {'b': (-128, 0, 127), 'B': (0, 255), 'h': (-32768, 32767), 'H': (0, 65535),
        'i': (-2**31, 2**31 - 1), 'I': (0, 2**32 - 1), 'l': (-2**31, 2**31 - 1),
        'L': (0, 2**32 - 1), 'q': (-2**63, 2**63 - 1), 'Q': (0, 2**64 - 1),
        'n': (-2**63, 2**63 - 1), 'N': (0, 2**64 - 1), 'P': (0, 2**64 - 1),
        '?': (True, False), 'e': (1.5, -0.0, 65504.0, 6e-08), 'f': (1.5, -2.25, 3.4e38),
        'd': (1e308, -5e-324, 0.1)}
for order in ('', '@', '=', '<', '>', '!'):
    for c, vs in vals.items():
        if c in 'nNP' and order not in ('', '@'):
            continue
        for v in vs:
            b = struct.pack(order + c, v)
            print(repr(order + c), v, b, struct.unpack(order + c, b), struct.calcsize(order + c))
for fmt in ('@bi', '=bi', '@bq0i', '@b0q', 'P', 'e?nN', '@bhbibqbd', '<bhbibqbd', '@3sxi',
            '@ci', '10s', '255p', 'hxx', '  i  h ', '0i', '@bee', '@?d'):
    print(repr(fmt), struct.calcsize(fmt))
print(struct.pack('@bi', 1, 2), struct.pack('@bq0i', 1, 2), struct.pack('>hxi', 1, 2))
print(struct.pack('3s', b'abcdef'), struct.pack('5s', b'ab'), struct.pack('3s', bytearray(b'x')))
print(struct.pack('5p', b'abcdefg'), struct.pack('300p', b'a' * 300)[:3], struct.pack('1p', b'abc'))
print(struct.unpack('3p', b'\x05ab'), struct.unpack('4p', b'\x02abc'), struct.unpack('0s', b''))
print(struct.pack('c', b'x'), struct.unpack('3c', b'abc'), struct.pack('2?', [], [0]))
print(struct.unpack('<?', b'\x05'), struct.unpack('?', b'\x00'))
for v in (65519.0, 65504.0, 1e-08, 5.96e-08, 2.98e-08, 2.99e-08, float('inf'), -float('inf'),
          1.0009765625, 1.00048828125, 1.00146484375, 0.000061035156, 0.00006103515625):
    b = struct.pack('<e', v)
    print(v, b, struct.unpack('<e', b), struct.pack('>e', v))
print(struct.pack('>e', float('nan')), struct.pack('>f', float('nan')), struct.pack('<d', float('-inf')))
print(struct.pack('f', 1e300), struct.unpack('<f', b'\x00\x00\x80\x7f'), struct.unpack('>e', b'\x7c\x00'))
print(struct.unpack('<f', struct.pack('<f', 0.1)), struct.unpack('<e', struct.pack('<e', 0.1)))
for e in struct.unpack('<2e', b'\x01\x00\xff\x03'):
    print(e)
print(struct.unpack('>e', b'\x7e\x00')[0] != struct.unpack('>e', b'\x7e\x00')[0])
print(struct.pack('d', 1), struct.pack('i', True), struct.pack('?', 0.0), struct.pack('x'))
print(struct.pack(b'<h', 7), struct.unpack(b'<h', bytearray(b'\x07\x00')))
print(struct.pack('P', -1), struct.pack('P', -2**63), struct.pack(''), struct.unpack('', b''))


class Idx:
    def __index__(self):
        return 7


class Flt:
    def __float__(self):
        return 2.5


print(struct.pack('i', Idx()), struct.pack('d', Idx()), struct.pack('d', Flt()), struct.pack('e', Flt()))
print(struct.pack('<qQ', -1, 2**64 - 1), struct.unpack('<qQ', b'\xff' * 16))
print(struct.unpack('>iHb', b'\xff\xff\xff\xfe\x01\x02\x80'))
