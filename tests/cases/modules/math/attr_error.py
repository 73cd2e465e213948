import math
print(hasattr(math, 'sqrt'), hasattr(math, 'nope'))
math.sqroot(4)
