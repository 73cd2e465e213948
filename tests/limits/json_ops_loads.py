# Parsing is charged per element: a long array under a small operation budget stops.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: done
# time-bound: 3
import json
doc = '[' + '1,' * 10**6 + '1]'
json.loads(doc)
print('done')
