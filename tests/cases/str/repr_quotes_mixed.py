for s in ["it's", 'say "hi"', 'both \' and "', '\\', '\t\r\n\x00\x7f', '\x80\x9f']:
    print(repr(s))
