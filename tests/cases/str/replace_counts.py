print("aaa".replace("a", "b", 0), "aaa".replace("a", "b", -1), "aaa".replace("a", "b", 1), "".replace("", "x"))
print("abab".replace("ab", "ba"), "héhé".replace("é", "e"), "日本日".replace("日", "月", 1))
