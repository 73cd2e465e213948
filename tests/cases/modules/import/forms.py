# every form of the import statement over the registry's modules
import math
import math as m
import string, keyword as kw
from math import floor, ceil as c
from math import (sqrt,
                  pi as PI,)
print(m is math, math.floor(2.5), kw.iskeyword('def'), string.digits)
print(floor(3.7), c(3.2), sqrt(16.0), PI == math.pi)
import copy as copy_mod, math as m2
print(m2 is m, copy_mod.copy([1, 2]))
from copy import deepcopy, copy
print(deepcopy({'a': [1]}), copy((1,)))
print(math.__name__, m.__package__, hasattr(math, '__path__'))
print(type(math).__name__, repr(__import__('sys')))
