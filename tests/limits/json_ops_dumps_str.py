# Escaping a long non-ASCII string is charged per character: it stops under a small
# operation budget.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: done
# time-bound: 3
import json
json.dumps(['\u20ac' * 10**6])
print('done')
