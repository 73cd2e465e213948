print(b'a\tb'.expandtabs(), b'a\tbc\td'.expandtabs(4), b'\t'.expandtabs(0))
print(b'prefix-body'.removeprefix(b'prefix-'), b'body.txt'.removesuffix(b'.txt'), b'x'.removeprefix(b'y'))
