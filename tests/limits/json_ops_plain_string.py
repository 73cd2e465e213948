# A long plain string costs one op per 64 bytes to scan: building 8 MB fits in the
# budget, scanning it does not.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# expect-stdout: built
# forbid-stdout: done
# time-bound: 3
import json
doc = '"' + 'a' * (8 * 10**6) + '"'
print('built')
json.loads(doc)
print('done')
