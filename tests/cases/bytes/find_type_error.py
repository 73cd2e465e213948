print(b'abc'.find(b'b'))
b'abc'.find('b')
