# A pattern of 100,000 groups ends with a clean error or result.
# expect-stdout: end
# time-bound: 10
import re
try:
    m = re.match('(a)' * 100000, 'a' * 100000)
    print(m.span())
except (re.error, RecursionError, MemoryError) as e:
    print(type(e).__name__, str(e)[:60])
print('end')
