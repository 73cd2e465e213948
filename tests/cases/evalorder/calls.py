log = []
def v(x):
    log.append(x)
    return x
def f(*a, **k):
    return a, k
def getf():
    log.append("func")
    return f
getf()(v(1), *[v(2)], k=v(3), **{"j": v(4)})
print(log)
log.clear()
class O:
    def m(self, *a):
        return a
def obj():
    log.append("obj")
    return O()
obj().m(v(1), v(2))
print(log)
log.clear()
# binary operators evaluate left then right
v(1) + v(2) * v(3)
print(log)
log.clear()
# chained comparison evaluates the middle once, and short-circuits
print(v(1) < v(2) < v(0) < v(5))
print(log)
log.clear()
print(v(1) < v(2) <= v(2) != v(3))
print(log)
log.clear()
# subscript assignment: value, then object, then index
class L(list):
    pass
def tgt():
    log.append("target")
    return {}
tgt()[v("key")] = v("value")
print(log)
log.clear()
tgt()[v("a")], tgt()[v("b")] = v(1), v(2)
print(log)
log.clear()
# conditional expression and boolean operators
x = v("yes") if v(0) else v("no")
print(x, log)
log.clear()
print(v(0) or v("") or v("last"), log)
log.clear()
print(v(1) and v(2) and v(0) and v(3), log)
log.clear()
# keyword argument values in source order, attribute target last
class A:
    pass
a = A()
def geta():
    log.append("geta")
    return a
geta().x = v("val")
print(log)
