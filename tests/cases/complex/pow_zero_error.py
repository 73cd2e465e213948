print(0j ** 1)
0j ** -1
