z = 1.5 - 2.25j
for spec in ['', '.2f', '10.1f', '<20', '^20.3e', '+', '+.1f', ' ', 'g', '.3g', 'E', '>15', '*^18.2f', ',.1f']:
    print(repr(spec), repr(format(z, spec)), repr(format(3j, spec)), repr(format(-0.0 + 1j, spec)))
print(f'{1e6+2j:,.0f}', f'{z:10}', f'{z!r:>12}')
for spec in ['d', '010', '=10', 's']:
    try:
        format(z, spec)
    except ValueError as e:
        print(spec, e)
