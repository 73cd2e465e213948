# Catastrophic backtracking ends at the operation limit, like `while True: pass`.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: after
# time-bound: 5
import re
re.match('(a+)+$', 'a' * 40 + 'b')
print('after')
