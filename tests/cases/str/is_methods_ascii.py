for s in ['', 'abc', 'ABC', 'Abc', 'a1', '123', ' ', '\t\n', 'Hello World', 'hello World', '_x', 'x-y', '\x00']:
    print(repr(s), s.isalpha(), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.istitle(), s.isidentifier(), s.isprintable(), s.isascii())
