# Red team 2 (issue 10), program 94_math_bigwork.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: math functions doing large work in one C call: factorial, comb, perm, isqrt, gcd of huge ints, lcm of many
import math
x = math.factorial(100000)
print(x.bit_length())
print(math.comb(200000, 100000).bit_length())
print(math.isqrt(10**20000).bit_length())
print(math.lcm(*range(1, 20000)).bit_length())
print(math.perm(300000, 150000).bit_length())
print("AFTER")
