b = bytearray(b'a,b')
for r in (b.split(b','), b.upper(), b.strip(), b.replace(b'a', b'c'), b[0:1], b.partition(b','), b + b'x'):
    print(type(r).__name__, r)
