# An enum of 10**6 members built in a loop through the functional API: the work is
# charged per member, so it stops at the operation or memory limit.
# expect-stderr: limit exceeded
# expect-exit-nonzero
# forbid-stdout: done
# time-bound: 20
from enum import Enum
names = [('M%d' % i, i) for i in range(10**6)]
Big = Enum('Big', names)
print('done', len(Big))
