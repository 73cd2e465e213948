parts = ['x%d' % i for i in range(20000)]
j = ','.join(parts)
print(len(j), j[:20], j[-10:], len(j.split(',')), j.rsplit(',', 2)[1:])
