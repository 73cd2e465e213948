print('ª'.islower(), 'º'.islower(), 'ʰ'.islower(), 'ͅ'.islower(), 'ͅ'.upper(), 'ᵃ'.islower(), 'ª'.upper())
