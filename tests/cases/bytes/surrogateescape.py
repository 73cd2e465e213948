s = b'a\xffb'.decode('utf-8', 'surrogateescape')
print(ascii(s), len(s))
print(s.encode('utf-8', 'surrogateescape'))
