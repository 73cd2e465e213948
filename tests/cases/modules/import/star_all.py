# from m import *: __all__ when the module has one (set here by the program), else every
# public name
import math
math.__all__ = ['pi', 'tau']
from math import *
print(pi, tau)
try:
    floor
except NameError as e:
    print(e)
math.__all__ = ('e',)
from math import *
print(e)
math.__all__ = ['pi', 1]
try:
    from math import *
except TypeError as ex:
    print(type(ex).__name__, ex)
math.__all__ = ['pi', 'no_such_name']
try:
    from math import *
except AttributeError as ex:
    print(type(ex).__name__, ex)
math.__all__ = iter(["inf"])
try:
    from math import *
except TypeError as ex:
    print(type(ex).__name__, ex)
math.__all__ = ["inf"]
from math import *
print(inf)
del math.__all__
from math import *
print(floor(2.5), sqrt(4.0))
