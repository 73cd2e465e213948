b = b'abc'
print(b[True])
b['x']
