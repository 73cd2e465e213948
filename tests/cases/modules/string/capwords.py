import string
print(string.capwords('hello world'), string.capwords('  a  b  '), string.capwords('x-y-z', '-'), string.capwords(''), string.capwords('hELLO wORLD'))
