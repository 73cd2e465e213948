s = 'a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i\r\nj\rk\nl'
print(s.splitlines())
print(s.splitlines(True))
