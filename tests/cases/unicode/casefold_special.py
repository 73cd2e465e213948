print('ß'.casefold(), 'ẞ'.casefold(), 'ﬁ'.casefold(), 'Σ'.casefold(), 'ς'.casefold(), 'ſ'.casefold(), 'K'.casefold())
