for s in ['ß', 'ŉ', 'ΐ', 'ﬃ', 'İ', 'ᾳ', 'ǰ']:
    print(repr(s), len(s.upper()), len(s.lower()), len(s.title()), len(s.casefold()), len(s.swapcase()))
