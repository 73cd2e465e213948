# the module table is sys.modules: imports cache there, and what the program stores
# there is what a later import finds
import sys
print('copy' in sys.modules)
import copy
print(sys.modules['copy'] is copy)
class Fake:
    answer = 42
sys.modules['fake_mod'] = Fake()
import fake_mod
from fake_mod import answer
print(type(fake_mod).__name__, answer)
try:
    from fake_mod import question
except ImportError as e:
    print(type(e).__name__, e.name)
sys.modules['blocked_mod'] = None
try:
    import blocked_mod
except ImportError as e:
    print(type(e).__name__, '|', e, '|', e.name)
del sys.modules['copy']
import copy as copy2
print(copy2 is copy, copy2.copy([3]))
import math
math.answer = 1
del sys.modules['math']
import math as math2
print(hasattr(math2, 'answer'), math2.floor(1.5))
