print(b'a\nb\r\nc\rd'.splitlines(), b'a\nb\n'.splitlines(True), b''.splitlines(), b'x'.splitlines(keepends=True))
