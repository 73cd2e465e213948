# The native string scanner charges per 64 bytes, escapes included: building 4 MB of
# escapes fits in the budget, scanning them does not.
# pyeval: --max-ops 100000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# expect-stdout: built
# forbid-stdout: done
# time-bound: 3
import json
doc = '"' + '\\n' * (2 * 10**6) + '"'
print('built')
json.loads(doc)
print('done')
