def f():
    import math
    from copy import deepcopy as dc
    return math.floor(2.7), dc([1])
print(f())
print('math' in globals())
