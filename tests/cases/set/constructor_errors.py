try:
    set(1)
except TypeError as e:
    print(e)
try:
    set([1], [2])
except TypeError as e:
    print(e)
try:
    frozenset(x=1)
except TypeError as e:
    print(e)
set([[1]])
