sum([1, 'a'])
