# Seeding with a huge int or a huge str charges in proportion (init_by_array walks every
# 32-bit word; the str path hashes every byte).
# expect-stderr: limit exceeded
# expect-exit: 3
# pyeval: --max-ops 200000
# time-bound: 10
# forbid-stdout: unreachable
import random
random.seed(10 ** 1000)
random.seed("x" * 1000)
print("small seeds ok")
s = b"y" * (50 * 10 ** 6)
random.seed(s)
print("unreachable")
