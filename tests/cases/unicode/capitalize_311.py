print('ǆemal'.capitalize(), 'ßtraße'.capitalize(), 'hELLO'.capitalize(), 'ΣΑΣ ΣΑΣ'.capitalize(), ''.capitalize(), '1A'.capitalize())
