# random.sample of a huge population with a huge k: the result list ([None] * k) is
# refused by the memory limit before it is built.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
import random
random.seed(1)
print(len(random.sample(range(10 ** 18), 5)))
x = random.sample(range(10 ** 18), 10 ** 10)
print("unreachable")
