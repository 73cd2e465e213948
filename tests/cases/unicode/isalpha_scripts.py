for s in ['日本語', 'עברית', 'ไทย', 'ᄀ', 'ー', 'ʰ', '〆', '〇', 'ⅷ', '_', 'a\u0301', 'ǃ']:
    print(repr(s), s.isalpha(), s.isalnum())
