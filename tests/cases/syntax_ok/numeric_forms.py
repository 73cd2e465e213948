print(1., .5, 1.e3, 1E3, 1e-3, 0e0, 00.5, 0.0e0, 09.5, 0123.0)
print(0XaB, 0O777, 0B11, 0xffffffffffffffffffff)
