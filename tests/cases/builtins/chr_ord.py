print(chr(65), chr(0x1F600), ord('a'), ord('€'), ord(chr(0x10FFFF)))
try:
    ord('ab')
except TypeError as e:
    print(e)
try:
    chr(0x110000)
except ValueError as e:
    print(type(e).__name__)
