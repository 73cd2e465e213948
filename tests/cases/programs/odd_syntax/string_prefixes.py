print(r"\n\t", R"\d+", rb"\x00", Rb"\n", bR"x", BR"y", br"z")
print(u"unicode", U"also")
print(b"\x41\x42" + b"C", bytes(3), b"abc"[1], b"abc"[1:], list(b"hi"))
print("\101\x41\u0041\U00000041\N{LATIN CAPITAL LETTER A}")
print("a\
b")
print('''triple 'single' "double"''', """triple "double" 'single'""")
print("\a\b\f\v".encode(), len("\0\1\2"), "\x7f" == chr(127))
print(f"{'x'}" f'{"y"}' rf'{"z"}\n' Rf"{1}\t" fR"{2}")
path = r"C:\Users\name\file.txt"
print(path.split("\\"), len(path))
print(b"%d items" % 5, "%s and %r" % ("a", "b"), "%5.1f|%-5d|%05d|%x|%o|%e|%c" % (3.14159, 42, 7, 255, 8, 12345.678, 65))
print("%(name)s is %(age)d" % {"name": "Al", "age": 30}, "%%", "%.3s" % "abcdef")
