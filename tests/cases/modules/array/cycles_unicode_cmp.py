# Cycles through a subclass instance and its iterator; unicode array comparisons.
from array import array as A

class S(A):
    pass
for i in range(3):
    s = S('b', [1, 2])
    s.it = iter(s)
    s.me = s
del s
print(True)
pairs = [(A('u', 'abc'), A('u', 'abd')), (A('u', 'ab'), A('u', 'ab')), (A('u', 'b'), A('u', 'ab')), (A('u', '\U0001f600'), A('u', '\uffff'))]
for p, q in pairs:
    print([p == q, p != q, p < q, p <= q, p > q, p >= q])
