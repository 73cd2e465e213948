print('ı'.upper(), 'ı'.title(), 'İ'.casefold(), 'İ'.title(), 'iİ'.swapcase(), 'ı'.isalpha())
