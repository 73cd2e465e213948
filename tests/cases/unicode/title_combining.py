print('a\u0301b c'.title(), 'ǆungla'.title(), 'ﬁﬁ ﬁ'.title(), 'αβγ ΔΕΖ'.title())
