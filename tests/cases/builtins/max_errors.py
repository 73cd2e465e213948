try:
    max()
except TypeError as e:
    print(e)
try:
    max(1, 2, default=0)
except TypeError as e:
    print(e)
try:
    max([1], foo=1)
except TypeError as e:
    print(e)
min(1)
