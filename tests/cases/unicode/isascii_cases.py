print('abc'.isascii(), ''.isascii(), '\x7f'.isascii(), '\x80'.isascii(), 'é'.isascii(), 'a\U0001f600'.isascii())
