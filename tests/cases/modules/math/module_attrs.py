import math
print(math.__name__, type(math).__name__, 'sqrt' in dir(math), callable(math.sqrt))
print(math.sqrt.__name__)
print(repr(math.sqrt))
