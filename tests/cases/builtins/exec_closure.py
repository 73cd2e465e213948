src = '''
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = make_counter()
c(); c()
result = c()
'''
ns = {}
exec(src, ns)
print(ns['result'])
code = compile('[x * y for x in range(3) for y in range(2)]', '<list>', 'eval')
print(eval(code), eval(code, {}))
exec('import math\nr = math.sqrt(81)', ns)
print(ns['r'])
exec('global G\nG = 5')
print(G)
