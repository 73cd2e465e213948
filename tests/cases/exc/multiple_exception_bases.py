# Exception classes that add no storage share their base's layout, so they combine
# (decimal's FloatOperation is a DecimalException and a TypeError); ones with fields
# of their own conflict, as in CPython.
class E(ArithmeticError, TypeError):
    pass


class F(KeyError, ValueError):
    pass


print(E.__mro__, F.__mro__)
try:
    raise E('x')
except TypeError as e:
    print('caught', type(e).__name__, e, isinstance(e, ArithmeticError))
for bases in [(OSError, ValueError), (StopIteration, ValueError), (SyntaxError, TypeError),
              (ZeroDivisionError, LookupError), (Exception, int)]:
    try:
        type('G', bases, {})
        print([b.__name__ for b in bases], 'ok')
    except TypeError as e:
        print([b.__name__ for b in bases], e)
