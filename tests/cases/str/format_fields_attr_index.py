class P:
    x = 3
    y = [10, 20]
d = {'k': 'v', 1: 'one'}
print('{0.x} {0.y[1]} {1[k]} {2[0]}'.format(P, d, 'abc'))
print('{p.y[0]}-{d[k]}'.format(p=P, d=d), '{0[1]}'.format({1: 'int key', '1': 'str key'}))
