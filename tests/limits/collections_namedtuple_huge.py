# namedtuple with 200,000 fields (doubling): its class is built within the limits (or
# stops at one), never hangs.
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 10
from collections import namedtuple
names = ['f%d' % i for i in range(200000)]
while True:
    T = namedtuple('T', names)
    names = names + names
