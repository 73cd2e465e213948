print(1j, -1j, 0j, -0j, 1+2j, 1-2j, -1-2j, 1.5j, 1e20j, 1e-5j, 1e16j, 123456789012345678j)
print(complex(-0.0, -1.0), complex(0.0, -0.0), complex(-0.0, 0.0), complex(1, -0.0))
print(complex(float('inf'), 1), complex(1, float('inf')), complex(float('nan'), 0), complex(0, -float('inf')), complex(float('-inf'), float('nan')))
print(repr(2+3j), str(2+3j), [1j], (1j,), {1: 2j})
