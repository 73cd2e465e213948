s = 'héllo'
t = s
s += ' wörld'
print(s, t, len(s), s[7], hash(s) == hash('héllo wörld'))
def f():
    a = ''
    for i in range(5):
        a += str(i) * 3
        b = a
        a += '|'
    return a, b
print(f())
x = 'ab'
x += x
print(x)
d = {'k': 'v'}
class C:
    y = 'c'
    y += 'd'
print(C.y)
def g():
    z = 'q'
    def h():
        nonlocal z
        z += 'r'
        return z
    return h()
print(g())
s = 'é' * 3
_ = s[2]
s += 'ab'
print(s[4], s[2], len(s), s.upper())
global_s = ''
def gg():
    global global_s
    for i in range(3): global_s += 'x'
gg(); print(global_s)
exec("e = 'a'\nfor i in range(3): e += 'b'\nprint(e)", {})
l = ['a']
l[0] += 'b'
print(l)
