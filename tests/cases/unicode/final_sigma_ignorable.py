print('ΑΣ.'.lower(), 'Α.Σ'.lower(), 'ΑΣ\'Α'.lower(), 'Α\u0301Σ'.lower(), 'ΣΣ'.lower(), ' Σ '.lower())
