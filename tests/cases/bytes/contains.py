b = b'hello'
print(104 in b, 120 in b, b'ell' in b, b'' in b, bytearray(b'lo') in b, b'x' in bytearray(b'xyz'))
try:
    256 in b
except ValueError as e:
    print(e)
'h' in b
