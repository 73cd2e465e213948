for data in [b'\xff', b'a\x80b', b'\xe2\x82', b'\xe2\x82A', b'\xe2A', b'\xed\xa0\x80', b'\xf5', b'\xc0\xaf', b'\xf4\x90\x80\x80']:
    try:
        print(data.decode())
    except UnicodeDecodeError as e:
        print(e, e.start, e.end, e.reason, e.encoding)
    print(ascii(data.decode('utf-8', 'replace')), ascii(data.decode('utf-8', 'ignore')), data.decode('utf-8', 'backslashreplace'))
