s = "a\u3000b\x1cc\x1fd\x85e\u2028f g"
print(s.split())
print(len(s.split(" ")))
print("a b c d".split(None, 2), "  x  y  ".split(None, 1))
