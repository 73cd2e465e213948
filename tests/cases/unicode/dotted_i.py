s = 'İ'.lower()
print(s, len(s), [hex(ord(c)) for c in s], 'ı'.upper(), 'i'.upper(), 'İstanbul'.lower())
