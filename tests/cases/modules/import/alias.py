import math as m, string as s
from math import sqrt as r, pi
print(m.sqrt(9), s.digits, r(16), pi)
