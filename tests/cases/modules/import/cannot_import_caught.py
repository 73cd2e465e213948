try:
    from math import nothing_here
except ImportError as e:
    print(type(e).__name__, e.name)
