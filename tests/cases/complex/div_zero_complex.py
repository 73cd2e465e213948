try:
    1 / 0j
except ZeroDivisionError as e:
    print(e)
(1+1j) / (0+0j)
