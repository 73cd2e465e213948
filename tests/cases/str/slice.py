s = "abcdefghij"
print(s[2:5], s[:3], s[7:], s[:], s[-3:], s[:-3], s[3:3], s[8:2])
print(s[-100:100], s[100:])
