# A search and the repr of a big array are charged per item: the search passes, the
# repr ends at the operation limit, partway through the text.
# pyeval: --max-ops 3000000
# expect-stdout: built 2000000
# expect-stdout: not found
# expect-stderr: operation limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 5
# rss-bound: 300
from array import array
a = array('Q', [2**64 - 1]) * (2 * 10 ** 6)
print('built', len(a))
print('not found', 0 in a)
s = repr(a)
print('after', len(s))
