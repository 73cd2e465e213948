# struct: the module's import (its Python part and Struct), pack/unpack of every kind
# of code (bigint Q values, bytes fields, floats), pack_into, iter_unpack, and
# struct.error raised from C; each allocation failing in turn must end cleanly.
import struct
print(struct.pack('<bHiqQ?e', -1, 2, 3, -4, 2**64 - 1, True, 1.5))
print(struct.unpack('>Q5s3pcd', b'\xff' * 8 + b'abcde' + b'\x02xy' + b'z' + bytes(8)))
s = struct.Struct('@bi')
ba = bytearray(s.size)
s.pack_into(ba, 0, 1, 2)
print(s.size, s.unpack_from(ba), list(struct.iter_unpack('<h', b'\x01\x00\x02\x00')))
try:
    struct.pack('B', 300)
except struct.error as e:
    print('error', e)
