print('ǅ'.istitle(), 'ǅa'.istitle(), 'Aǅ'.istitle(), 'ǅ'.isupper(), 'ǅ'.islower(), 'ǈǈ'.istitle())
