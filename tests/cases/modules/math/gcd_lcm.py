import math
print(math.gcd(12, 18), math.gcd(0, 0), math.gcd(-12, 18), math.gcd(), math.gcd(7), math.gcd(12, 18, 27))
print(math.lcm(4, 6), math.lcm(), math.lcm(0, 5), math.lcm(-4, 6), math.lcm(2, 3, 4, 5))
print(math.gcd(2**100, 2**80 * 3), math.lcm(2**70, 3**40))
print(math.gcd(True, 4))
