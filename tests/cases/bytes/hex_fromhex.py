print(b'\x00\xff\x10'.hex(), b''.hex(), bytearray(b'ab').hex())
print(b'abcdef'.hex(':'), b'abcdef'.hex('-', 2), b'abcdef'.hex(' ', -4), b'abc'.hex(b'_'))
print(bytes.fromhex('00ff 10'), bytearray.fromhex('41 42'), bytes.fromhex(''), bytes.fromhex(' 4a 4B '))
bytes.fromhex('4g')
