for i, x in enumerate(['a', 'b']):
    print(i, x)
print(list(zip([1, 2], 'ab')))
