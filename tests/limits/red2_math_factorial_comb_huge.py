# Red team 2 (issue 10), program 207_math_factorial_comb_huge.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: math.factorial / comb with arguments whose work is large but memory moderate (single C call)
import math
print(math.comb(10**6, 5 * 10**5).bit_length())
print(math.factorial(10**6).bit_length())
print("AFTER")
