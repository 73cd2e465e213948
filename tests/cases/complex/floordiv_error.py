print(1j + 1)
1j // 1
