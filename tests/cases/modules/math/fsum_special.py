import math
print(math.fsum([1.0, math.inf]), math.fsum([math.nan, 1.0]))
print(math.fsum([math.inf, 1.0, math.inf]))
math.fsum([math.inf, -math.inf])
