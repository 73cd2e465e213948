# The order and the repetitions of compile-time warnings follow CPython's compiler:
# a finally body and a while test are compiled twice, a class body before its bases,
# a comprehension's outermost iterable last.
# compare: full stderr
x = 0
try:
    pass
finally:
    x is 1
@(lambda f: f)
def g(a=x is 2):
    return x is 3
class C(x is 4 or object):
    y = x is 5
z = [x is 6 for q in [x is 7] if x is 8]
for i in [x is 9]:
    x is 10
else:
    x is 11
v: int = x is 12
def h():
    v: (x is 13) = x is 14
while x is 15:
    break
while True:
    x is 16
    break
with open if x is 17 else None as cm:
    pass
