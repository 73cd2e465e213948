# Repetition counts beyond an index-sized integer raise OverflowError for either sign,
# naming the __index__ object's type; bytes repeat through __index__ too.
class I:
    def __index__(self): return -10**30
class J:
    def __index__(self): return 10**30
class K:
    def __index__(self): return 2
for e in ["'abc' * -10**30", "-10**30 * 'abc'", "[1] * -10**30", "(1,) * -10**30",
          "b'a' * -10**30", "bytearray(b'a') * -10**30", "'abc' * I()", "[1] * I()",
          "'a' * J()", "[1] * J()", "(1,) * J()", "b'a' * J()", "bytearray(b'a') * J()",
          "'abc' * -3", "[1] * -3", "b'ab' * K()", "K() * bytearray(b'x')", "(1,) * K()"]:
    try:
        print(e, repr(eval(e)))
    except OverflowError as x:
        print(e, type(x).__name__, x)
x = [1]
try:
    x *= -10**30
except OverflowError as e:
    print(e)
import sys
for v in [10**100, -10**100, 2**31, 0, -5]:
    try:
        sys.setrecursionlimit(v)
    except (OverflowError, ValueError) as e:
        print(v, type(e).__name__, e)
