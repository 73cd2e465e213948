# Red team 2 (issue 10), program 206_math_prod_bigints.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: math.prod / sum / functools-free reductions over huge ints inside one C call (cost grows superlinearly)
import math
x = 3 ** 200000
r = math.prod([x] * 3000)
print(r.bit_length())
print("AFTER")
