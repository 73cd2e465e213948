# open() of a missing file: FileNotFoundError with errno, filename and CPython's text
print('before')
open('x.txt')
