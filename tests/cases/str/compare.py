print("a" < "b", "abc" < "abd", "ab" < "abc", "B" < "a", "é" > "z", "" < "a")
print("abc" == "abc", "abc" != "ABC", "a" * 3 == "aaa")
