# Deeply nested groups: a clean error (recursion in the pattern parser) or a result.
# expect-stdout: end
# time-bound: 10
import re
for depth in (100, 300, 5000):
    try:
        m = re.match('(' * depth + 'a' + ')' * depth, 'a')
        print(depth, m.span())
    except (re.error, RecursionError, ValueError) as e:
        print(depth, type(e).__name__)
print('end')
