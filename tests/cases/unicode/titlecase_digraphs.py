print('ǆ'.title(), 'ǆ'.upper(), 'ǅ'.lower(), 'ǅ'.upper(), 'Ǆ'.title(), 'ǈ'.swapcase(), 'ǳa'.capitalize())
