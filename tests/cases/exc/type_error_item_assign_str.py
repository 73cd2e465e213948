s = "abc"
s[0] = "x"
