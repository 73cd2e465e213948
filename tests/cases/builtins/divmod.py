print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(7.5, 2), divmod(-7.5, 2), divmod(2**70, 3))
print(divmod(1, 0.5), divmod(-0.0, 1))
