# A 100 MB JSON string literal built by the program: refused at the memory limit while
# it is built or decoded, within the RSS bound.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# forbid-stdout: decoded
# time-bound: 10
import json
doc = '["' + 'a' * (100 * 10**6) + '", "' + 'b' * (100 * 10**6) + '"]'
v = json.loads(doc)
print('decoded', len(v))
