print('a\x1fb\u0085c'.splitlines(), 'a\u200bb\x0e'.splitlines(), 'x\u2027y'.splitlines())
