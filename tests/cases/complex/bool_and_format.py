print(bool(0j), bool(1j), bool(complex(0, -0.0)), bool(1e-300j), not 0j)
print(f'{1+2j}', '{}'.format(3j), '%s %r' % (1j, 2j), str(complex(1, 2)))
