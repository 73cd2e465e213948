def second(p):
    return p[1]
pairs = [("a", 3), ("b", 1), ("c", 2), ("d", 1)]
pairs.sort(key=second)
print(pairs)
words = ["ccc", "a", "bb", "dd", "e"]
words.sort(key=len)
print(words)
words.sort(key=len, reverse=True)
print(words)
