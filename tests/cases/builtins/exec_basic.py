g = {}
exec('a = 1\nb = a + 1\ndef f(n):\n    return n * b', g)
print(g['a'], g['b'], g['f'](5), exec('pass'))
l = {}
exec('c = 5', {}, l)
print(l)
exec('z = 9')
print(z)
