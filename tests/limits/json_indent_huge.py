# indent=10**9 asks for a gigabyte of spaces: refused at the memory limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 3
import json
print(json.dumps([1, [2]], indent=10**9))
