try:
    b'x'.decode('nope')
except LookupError as e:
    print(e)
b'\xff'.decode('utf-8', 'bogus')
