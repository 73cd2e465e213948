words = []
cur = ""
for ch in "split these words  apart ":
    if ch == " ":
        if cur:
            words.append(cur)
        cur = ""
    else:
        cur += ch
print(words)
