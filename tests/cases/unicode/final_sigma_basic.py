print('ΣΑΣ'.lower(), 'ΟΔΟΣ'.lower(), 'Σ'.lower(), 'ΑΣ Α'.lower(), 'ΑΣΑ'.lower())
