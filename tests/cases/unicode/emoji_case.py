s = '😀 hello 🎉 WORLD'
print(s.upper(), s.lower(), s.title(), s.swapcase(), s.isprintable(), '😀'.isalpha())
