print(b'a=b=c'.partition(b'='), b'a=b=c'.rpartition(b'='), b'abc'.partition(b'x'), b'abc'.rpartition(b'x'))
print(bytearray(b'k:v').partition(b':'))
b'a'.partition(b'')
