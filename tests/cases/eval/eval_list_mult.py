print([0] * 3, 'ab' * 2, 3 * 'x')
