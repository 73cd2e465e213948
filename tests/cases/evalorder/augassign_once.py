log = []
class Box:
    def __init__(self):
        self.d = {"k": 1}
    def __getitem__(self, k):
        log.append(("get", k))
        return self.d[k]
    def __setitem__(self, k, v):
        log.append(("set", k, v))
        self.d[k] = v
def box():
    log.append("box")
    return b
def key():
    log.append("key")
    return "k"
b = Box()
box()[key()] += 10
print(log, b.d)
log.clear()
class Obj:
    def __init__(self):
        self.__dict__["n"] = 1
    def __getattr__(self, name):
        raise AttributeError(name)
    def __setattr__(self, name, value):
        log.append(("setattr", name, value))
        self.__dict__[name] = value
o = Obj()
def geto():
    log.append("geto")
    return o
geto().n *= 5
print(log, o.n)
log.clear()
lst = [1, 2, 3]
i = 0
def idx():
    global i
    i += 1
    return i - 1
lst[idx()] += 100
print(lst, i)
# in-place operators on mutable values keep identity
a = [1]
alias = a
a += [2]
print(a is alias, alias)
t = (1,)
talias = t
t += (2,)
print(t is talias, talias, t)
class IAdd:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, other):
        log.append("iadd")
        self.v += other
        return self
    def __add__(self, other):
        log.append("add")
        return IAdd(self.v + other)
x = IAdd(1)
y = x
x += 5
print(x is y, x.v, log)
s = "ab"
s *= 3
print(s)
n = 7
n //= 2
n **= 3
n %= 10
n <<= 2
n |= 1
n ^= 3
n &= 14
n >>= 1
n -= 1
print(n)
f = 1.5
f /= 0.5
f @= 2 if False else 1
