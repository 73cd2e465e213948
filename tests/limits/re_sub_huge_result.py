# sub producing a huge string stops at the memory limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
import re
print(len(re.sub('', 'x' * 10000, 'a' * 100000)))
