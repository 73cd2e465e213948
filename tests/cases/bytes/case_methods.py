b = b'hello World 123 \xe9'
print(b.upper(), b.lower(), b.swapcase(), b.capitalize(), b.title())
print(b'hELLO wORLD'.capitalize(), b"they're bill's".title(), bytearray(b'ab').upper())
