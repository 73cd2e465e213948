print(len(b'abc'), bool(b''), bool(b'\x00'), b'abc'.__len__(), isinstance(b'', bytes), isinstance(bytearray(), bytes))
print(type(b''), type(bytearray()), bytes.__name__, str(b'x'), f'{b"y"}', '%s' % b'z', [b'q'])
