import math
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2.5, 2]), math.prod(range(1, 21)))
print(math.prod([1, 2], start=10), math.prod(['a'], start=1))
