# sys.getsizeof and __sizeof__ of the fixed-layout builtins and of ints, strs and bytes
# (CPython 3.11's 64-bit figures: the digits of an int, a str at its narrowest kind).
import sys

values = [0, 1, -1, 2**30 - 1, 2**30, -2**30, 2**60 - 1, 2**60, 2**90, 10**100, -10**100,
          2**1000, True, False, 0.0, -1.5, float('inf'), 1j, complex(1, -2), None,
          NotImplemented, Ellipsis, '', 'a', 'abc', 'a' * 100, '\xe9', '\xe9a', '\xff' * 50,
          '\u0100', '\u20ac\u20ac', 'a\u20ac', '\uffff' * 10, '\U0001f600', 'a\U0001f600',
          '\U0010ffff' * 7, b'', b'a', b'abc' * 30, range(10), range(-5, 10**30, 7),
          slice(1, 2), slice(None), object()]
for v in values:
    print(type(v).__name__, len(v) if isinstance(v, (str, bytes)) else '',
          sys.getsizeof(v), v.__sizeof__())
print(sys.getsizeof(int), sys.getsizeof(type), sys.getsizeof(object), sys.getsizeof(len))
