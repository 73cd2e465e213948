print(abs(3+4j), abs(-5j), abs(0j), abs(complex(float('inf'), float('nan'))), abs(complex(float('nan'), 1)))
print((1+2j).conjugate(), (1-2j).conjugate(), (3j).real, (3j).imag, (1+2j).real, type((1+2j).imag).__name__)
print((2).real, (2).imag, (2.5).imag, (2).conjugate(), True.imag)
