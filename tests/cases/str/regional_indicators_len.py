s = "🇫🇷🇩🇪"
print(len(s), s[0] == "\U0001F1EB", s[2:4], len(s[::2]))
