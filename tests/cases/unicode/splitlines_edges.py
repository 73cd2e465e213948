print(''.splitlines(), '\n'.splitlines(), '\n\n'.splitlines(True), '\r\n\r'.splitlines(), 'a\r\r\nb'.splitlines(keepends=True), 'abc'.splitlines(True))
