a, b = 'Straße', 'STRASSE'
print(a.casefold() == b.casefold(), a.lower() == b.lower(), 'ǅ'.casefold(), 'µ'.casefold(), 'µ'.upper())
