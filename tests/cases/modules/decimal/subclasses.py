# Subclasses of Context and Decimal: their own attributes, result types.
from decimal import *
class MyContext(Context):
    pass
m = MyContext(prec=3)
m.note = 'x'
print(m.note, m.prec, m)
try:
    Context().note = 1
except AttributeError as e:
    print(e)
class D(Decimal):
    pass
d = D('1.5')
d.tag = 1
print(d.tag, d + 1, type(d + 1).__name__, type(-d).__name__, type(d.sqrt()).__name__)
try:
    Decimal(1).tag = 1
except AttributeError as e:
    print(e)
