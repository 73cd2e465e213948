print('ß'.upper(), 'straße'.upper(), len('ß'.upper()), 'ß'.lower(), 'ẞ'.lower())
