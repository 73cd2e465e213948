print(list(map(str, [1, 2])), list(map(lambda a, b: a + b, [1, 2], [10, 20, 30])), list(filter(None, [0, 1, '', 'a'])), list(filter(lambda x: x % 2, range(6))))
m = map(int, '12')
print(next(m), next(m), next(m, 'end'))
