print(b'a' b'b', rb'\n', br'\x00', b'\101\x42C', len(b'\n'))
print(b'\u1234', len(b'\u1234'))
