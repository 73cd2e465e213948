# format() follows the context's capitals
from decimal import *
getcontext().capitals = 0
for s in ['', 'g', 'e', 'E', 'G', '.3', 'n']:
    print(repr(format(Decimal('1.5e10'), s)), repr(format(Decimal('-inf'), s)), repr(format(Decimal('nan'), s)))
