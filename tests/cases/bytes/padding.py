print(b'ab'.center(6), b'ab'.center(5, b'*'), b'ab'.ljust(4, b'-'), b'ab'.rjust(4), b'abc'.center(2), b'ab'.center(7, b'.'))
print(b'42'.zfill(5), b'-42'.zfill(5), b'+4'.zfill(4), b'abc'.zfill(2), bytearray(b'7').zfill(3))
b'a'.center(5, 'x')
