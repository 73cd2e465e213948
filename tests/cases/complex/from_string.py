for s in ['1', '1j', '-1j', 'j', '-j', '+j', '1+2j', '1-2J', ' 3+4j ', '(1+2j)', '( 5j )', '1e3', '1e-3+2e2j', 'inf', '-infj', 'nan+nanj', 'infinity-1j', '1+j', '1-j', '1_000+2_0j', '.5j', '5.j', '1.5e+3-2.5E-1j']:
    print(repr(s), complex(s))
