print(abs(1j) < 2)
1j > 0
