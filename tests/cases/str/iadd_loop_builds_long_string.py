s = ''
for i in range(100000):
    s += 'x'
print(len(s))
def f():
    out = ''
    for i in range(20000):
        out += 'line %d\n' % i
    return len(out)
print(f())
