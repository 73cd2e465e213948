c = compile('1 + 2', '<s>', 'eval')
print(eval(c), exec(c))
c2 = compile('q = 4', 'file.py', 'exec')
ns = {}
exec(c2, ns)
print(ns['q'])
exec(compile('5 * 5', '<s>', 'single'))
exec(compile('None', '<s>', 'single'))
print(type(c).__name__)
