# A self-referencing list or dict: ValueError, not unbounded work.
# expect-stderr: ValueError: Circular reference detected
# expect-stdout: caught Circular reference detected
# expect-exit: 1
# time-bound: 2
import json
d = {}
d['d'] = [d]
try:
    json.dumps(d, indent=1)
except ValueError as e:
    print('caught', e)
x = []
x.append(x)
json.dumps(x)
