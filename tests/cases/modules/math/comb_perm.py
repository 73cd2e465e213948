import math
print(math.comb(5, 2), math.comb(10, 0), math.comb(10, 10), math.comb(3, 5), math.comb(100, 50))
print(math.perm(5, 2), math.perm(5), math.perm(5, 0), math.perm(3, 5), math.perm(20, 10))
print(math.comb(1000, 3), math.comb(1000, 997))
