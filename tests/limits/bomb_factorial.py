# math.factorial of a huge argument.
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
import math
x = math.factorial(10 ** 7)
