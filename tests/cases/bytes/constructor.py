print(bytes(), bytes(3), bytes([65, 66, 67]), bytes((1, 2)), bytes(range(5)), bytes(b'xy'), bytes(bytearray(b'z')))
print(bytes('hé', 'utf-8'), bytes('abc', encoding='ascii'), bytes('hé', 'latin-1'), bytes(x for x in [97, 98]))
print(bytearray(2), bytearray([1]), bytearray('ab', 'ascii'), bytearray(b'q'))
