class R:
    def __repr__(self): return 'R-repr'
class S(R):
    def __str__(self): return 'S-str'
print(str(R()), repr(S()), str(S()), f"{S()!r} {S()!s} {S()}")
print([R(), S()], (S(),), {1: S()})
print('%s %r' % (S(), S()))
class BadRepr:
    def __repr__(self): return 5
try:
    repr(BadRepr())
except TypeError as e:
    print(e)
class BadStr:
    def __str__(self): return None
try:
    str(BadStr())
except TypeError as e:
    print(e)
