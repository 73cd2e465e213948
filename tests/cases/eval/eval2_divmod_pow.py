print(divmod(7, 2), divmod(-7, 2), divmod(7.5, 2), pow(2, 10), pow(2, 10, 1000), pow(2, -1))
