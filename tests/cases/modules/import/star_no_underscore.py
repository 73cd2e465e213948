from math import *
print(sqrt(4), floor(2.5), pi)
try:
    _x
except NameError as e:
    print(e)
