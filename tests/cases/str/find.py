s = "hello hello"
print(s.find("llo"), s.find("llo", 3), s.find("zz"), s.find(""), s.find("h", 1), s.rfind("hello"))
print(s.index("o"), s.count("l"), s.count("ll"))
