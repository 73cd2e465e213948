log = []
def v(x):
    log.append(x)
    return x
def f(a=v("a default"), *, b=v("b default")):
    pass
l = lambda c=v("lambda default"): c
print(log)
class C:
    def m(self, d=v("method default")):
        return d
print(log, C().m())
