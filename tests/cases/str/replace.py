s = "a-b-c-d"
print(s.replace("-", "+"), s.replace("-", "", 2), s.replace("x", "y"), s.replace("", "|"))
print("aaaa".replace("aa", "b"), "abc".replace("abc", ""))
