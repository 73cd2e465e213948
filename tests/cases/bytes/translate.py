t = bytes.maketrans(b'abc', b'xyz')
print(len(t), b'aabbcc'.translate(t), b'hello'.translate(None, b'l'), b'abc'.translate(t, b'a'))
bytes.maketrans(b'a', b'bc')
