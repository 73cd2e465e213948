total = 1 + \
        2 + \
    3
print(total)
if total == 6 and \
   total > 0:
    print("continued condition")
s = "abc" \
    "def"
print(s)
