print('hello World'.capitalize(), 'HELLO'.capitalize(), '1abc'.capitalize(), ' abc'.capitalize(), 'éCOLE'.capitalize(), 'a'.capitalize())
