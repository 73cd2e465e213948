s = "abcabc"
print(s.find("c", -1), s.find("a", -3), s.find("b", -100), s.find("c", 10), s.find("", 6), s.find("", 7))
print(s.startswith("c", -1), s.endswith("ab", 0, 5), s.count("", 2))
