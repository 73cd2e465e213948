import math
import math as m2
print(math is m2)
math.my_attr = 5
import math
print(math.my_attr)
del math.my_attr
print(hasattr(math, 'my_attr'))
