class D(dict):
    def __missing__(self, k): return '<' + k + '>'
print('{a} {b}'.format_map(D(a=1)), '{x[0]}'.format_map({'x': 'yz'}))
try:
    '{a}'.format_map({})
except KeyError as e:
    print('KeyError', e)
'{0}'.format_map({})
