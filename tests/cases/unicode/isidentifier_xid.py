for s in ['ﾞ', 'a\u200c', 'a\u200d', '\u309b', 'x\u00b7', '\u0e33', 'a\u0e33', '℘x', '\u2118', '\u212e', 'a\u1369', '\u1369']:
    print(repr(s), s.isidentifier())
