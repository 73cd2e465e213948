s = 'ab' * 50000
r = s.replace('a', 'xyz')
print(len(r), r[:9], r.count('xyz'), len(s.replace('ab', '')), s.replace('b', 'c', 3)[:8])
