# Encoding is charged per element: a long list stops under a small operation budget.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: done
# time-bound: 3
import json
json.dumps(list(range(10**6)))
print('done')
