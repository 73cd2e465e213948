print(list(enumerate('ab', 10)))
list(zip([1], [1, 2], strict=True))
