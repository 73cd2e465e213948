# A sub callback that raises: the exception propagates out of re.sub.
# expect-stderr: ValueError: boom 3
# expect-exit: 1
import re
n = 0
def cb(m):
    global n
    n += 1
    if n == 3:
        raise ValueError('boom %d' % n)
    return 'x'
print(re.sub('a', cb, 'a' * 10))
