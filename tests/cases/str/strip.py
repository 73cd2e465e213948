s = "  \t hi there \n "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print("xxhixx".strip("x"), "abcba".strip("ab"), "..a..".lstrip("."), "..a..".rstrip("."))
