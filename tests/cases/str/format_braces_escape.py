print('{{}} {{{0}}} }}{{'.format(5), f'{{x}} {{{1+1}}}')
try:
    '{'.format()
except ValueError as e:
    print(e)
try:
    '}'.format()
except ValueError as e:
    print(e)
'{0'.format(1)
