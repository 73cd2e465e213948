print(b'caf\xc3\xa9'.decode(), b'caf\xc3\xa9'.decode('utf-8'), b'abc'.decode('ascii'), b'\xe9'.decode('latin-1'))
print(b'\xf0\x9f\x98\x80'.decode(), len(b'\xf0\x9f\x98\x80'.decode()), bytearray(b'hi').decode())
print(b'x'.decode(encoding='UTF-8'), b'y'.decode('utf_8'), b'z'.decode('U8'), b'w'.decode('iso-8859-1'))
