import math
for n in [0, 1, 5, 20, 21, 50, True]:
    print(math.factorial(n))
print(len(str(math.factorial(1000))))
