s = 'abcdefg' * 10000
t = str.maketrans('abc', 'xyz', 'g')
r = s.translate(t)
print(len(r), r[:12], r.count('x'))
