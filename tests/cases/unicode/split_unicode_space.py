print('a\u3000b\x85c\u2028d\x1ce\xa0f'.split(), 'a\u200bb'.split(), '\u2003x\u2003'.strip(), '\u2003x\u2003'.split())
