for b in [b'', b'abc', b'ABC', b'123', b'a1', b' \t', b'Hello World', b'hello World', b'\xff', b'Ab', b'aB']:
    print(b, b.isalpha(), b.isdigit(), b.isalnum(), b.isspace(), b.islower(), b.isupper(), b.istitle(), b.isascii())
