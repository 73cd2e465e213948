n = 0
while n < 3:
    n += 1
else:
    print('done', n)
for x in []:
    pass
else:
    print('empty')
