'abc\u20ac'.encode('latin-1')
