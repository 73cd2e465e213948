try:
    eval('undefined_name + 1')
except NameError as e:
    print('NameError', e)
try:
    exec('raise KeyError("k")', {})
except KeyError as e:
    print('KeyError', e)
d = {'n': 3}
print(eval('n ** 2', d), eval('[n for _ in range(n)]', d))
exec('n += 1', d)
print(d['n'])
eval('missing', {}, {})
