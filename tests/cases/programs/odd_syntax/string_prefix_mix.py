a = rb"\d+" b"\n" Rb'\t'
print(a, len(a))
b = BR"x\y" bR'z' br"""w\n"""
print(b)
c = u"uni" "code" r"\n" U"" if False else u"uni" "code" r"\n"
print(c, len(c))
d = ("first "
     'second '
     """third """
     r'''fourth\'''')
print(d)
e = "tab\there" r"\tno" f"{1+1}" rf"\{2}" Rf"{3}\n" fR"{4}\t" FR"5"
print(e)
print(repr("\x41\101\u0041\U00000041\N{LATIN SMALL LETTER A}"))
print(b"\x41\101" + B"\x00\xff", bytes(b'\\'), len(b'\\'))
print("a\
b", 'c\
d')
print("""line1
line2\
line2cont
""")
print(r"\\", r'\'', r"\"", len(r"\'"))
print('\0\a\b\f\v'.encode(), "\1\12\123")
long = ("aa" "bb"
        # comment between parts
        "cc"
        "dd")
print(long)
print(bytes(rb"\x00"), rb"\x00"[0], b"\x00"[0])
print(type(u"x").__name__, type(rb"x").__name__)
