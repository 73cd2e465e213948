print(list("abc"), list(range(5)), list((1, 2)), list())
