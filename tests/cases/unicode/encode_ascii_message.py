print('abc'.encode('ascii'))
'h\xe9llo'.encode('ascii')
