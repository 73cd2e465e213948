import sys, math
print('math' in sys.modules, sys.modules['math'] is math, type(sys.modules).__name__)
