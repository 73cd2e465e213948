for s in ['ÀB', 'àb', 'À1', '1', 'ß', 'ẞ', 'ǅ', 'ⅰ', 'Ⅰ', 'ﬁ', '𝐀', '𝐚', 'ǃ']:
    print(repr(s), s.isupper(), s.islower(), s.istitle())
