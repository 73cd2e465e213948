'ab\xe9\u20ac\U0001f600c'.encode('ascii')
