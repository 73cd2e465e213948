# getrandbits(10**10): the 1.25 GB result is refused before it is allocated;
# getrandbits beyond a C int is OverflowError as in CPython.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
# forbid-stdout: unreachable
import random
try:
    random.getrandbits(10 ** 10)
except OverflowError as e:
    print("OverflowError", e)
print(random.getrandbits(10 ** 5).bit_length() <= 10 ** 5)
x = random.getrandbits(2 * 10 ** 9)
print("unreachable")
