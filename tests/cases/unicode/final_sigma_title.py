print('ΣΑΣ ΣΑΣ'.title(), 'σας'.upper(), 'ΣΑΣ'.capitalize(), 'ΣΑΣ'.swapcase(), 'ΑΣ'.casefold())
