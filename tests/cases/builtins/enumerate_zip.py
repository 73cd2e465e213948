print(list(enumerate('abc')), list(enumerate('ab', 5)), list(enumerate('ab', start=-1)))
print(list(zip()), list(zip([1, 2], 'ab', (True, False))), list(zip([1, 2, 3], 'ab')))
print(list(zip([1], [2], strict=True)))
list(zip([1, 2], [1], strict=True))
