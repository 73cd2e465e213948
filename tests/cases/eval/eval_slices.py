l = list(range(10))
print(l[::2], l[::-1], l[2:8:3], l[-3:])
l[1:3] = ['a']
print(l)
del l[0]
print(l)
s = 'hello'
print(s[1:4], s[::-1])
