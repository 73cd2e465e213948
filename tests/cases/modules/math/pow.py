import math
print(math.pow(2, 10), math.pow(2, 0.5), math.pow(0, 0), math.pow(-8, 1/3) if False else 0)
print(math.pow(float('inf'), -1), math.pow(-2, 3), math.pow(1, float('nan')), math.pow(float('nan'), 0))
print(math.pow(-float('inf'), 3), math.pow(0.5, float('inf')), math.pow(2, float('-inf')))
