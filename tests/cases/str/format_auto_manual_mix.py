print('{} {}'.format(1, 2), '{1} {0}'.format('a', 'b'))
try:
    '{} {0}'.format(1, 2)
except ValueError as e:
    print(e)
'{0} {}'.format(1, 2)
