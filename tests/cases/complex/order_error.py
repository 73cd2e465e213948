print(1j == 1j)
1j < 2j
