# complex refuses zero padding (any fill of 0) before the = alignment, as CPython.
for spec in ['=+010', '010', '0<5', '=5', 'x=5', '0=5', '<05', '05', '0>5', '*=5', '+010.2f', '10', '0^10']:
    try:
        print(repr(spec), repr(format(3+4j, spec)))
    except ValueError as e:
        print(repr(spec), e)
