s = 'a' * 100000
print(s.count('aa'), s.count('a', 10, 20), s.find('b'), s.rfind('aa'), s.count('aaa'), ('ab' * 1000).count('ba'))
