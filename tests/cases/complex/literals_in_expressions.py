z = 3 + 4j
print(z.real * 2, z.imag, z * z.conjugate(), (z * z.conjugate()).real == abs(z) ** 2)
roots = [complex(1, 0), (-0.5+0.8660254037844386j), (-0.5-0.8660254037844386j)]
print([round(abs(r), 12) for r in roots])
print(1j * 1j == -1, (1 + 1j) / (1 - 1j))
