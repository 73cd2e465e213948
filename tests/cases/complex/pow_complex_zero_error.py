print(0j ** 0j)
0j ** 1j
