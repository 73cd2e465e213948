s = "hello " 'world' """!""" '''?'''
print(s)
msg = ("a long message "
       "split over "
       "several lines")
print(msg, len(msg))
print("tab\t" r"raw\t" "end")
b = b"bytes " b'join' rb"\x00raw"
print(b, len(b))
f = f"{1 + 1}" "plain{" f"{'x'}"
print(f)
print("a" "b" == "ab", ("x"
                       "y"
                       "z"))
paths = [
    "usr/" "local/" "bin",
    "etc"  # comment between
    "/hosts",
]
print(paths)
doc = """first line
second line\
 continued"""
print(doc)
print(R"C:\new\table", "\N{GREEK SMALL LETTER ALPHA}", "\u00e9\U0001F600"[0], '\x41\101')
print('it''s', "quote\"inside", 'other\'s')
