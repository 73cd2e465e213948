for s in ['½', '⅓', '¼', '⅞', '↉', 'Ⅴ', 'ⅽ', '〇', '〡', '〸', '𐌢', '௰', '൱']:
    print(repr(s), s.isdecimal(), s.isdigit(), s.isnumeric(), s.isalnum())
