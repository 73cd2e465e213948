try:
    1j % 2
except TypeError as e:
    print(e)
divmod(1j, 1)
