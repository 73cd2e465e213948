for s in ['٠١٢', '۴', '०', '০', '๓', '༣', '၅', '᠕', '１２', '²', '½', '⑤', '𝟘']:
    print(repr(s), s.isdecimal(), s.isdigit(), s.isnumeric())
