s = 'Aé€😀'
for enc in ['utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'utf-32-le', 'utf-32-be']:
    b = s.encode(enc)
    print(enc, len(b), b.decode(enc) == s)
print(b'\xff\xfeA\x00'.decode('utf-16'), b'\xfe\xff\x00A'.decode('utf-16'))
try:
    b'A'.decode('utf-16')
except UnicodeDecodeError as e:
    print(e)
