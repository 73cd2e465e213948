for s in ['', 'x', '1+', '1+2', 'j1', '(1+2j', '1+2j)', '1 + 2j', '1jj', '1__0', '_1', '()', '1e', '--1j', '1+-2j']:
    try:
        print(complex(s))
    except ValueError as e:
        print(repr(s), e)
