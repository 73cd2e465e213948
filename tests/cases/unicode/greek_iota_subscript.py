print('ᾀ'.upper(), 'ᾀ'.title(), 'ᾈ'.lower(), 'ᾳ'.upper(), 'ᾼ'.lower(), 'ῳ'.title(), 'ΐ'.upper())
