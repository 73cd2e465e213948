print('ⓐ'.islower(), 'Ⓐ'.isupper(), 'ⓐ'.upper(), 'Ⓐ'.lower(), 'ⓐ'.isalpha(), 'ⓐⓑ'.title(), 'ⓐ'.istitle())
