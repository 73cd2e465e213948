def f():
    from math import *
