# Output to stderr counts too.
# expect-stderr: output limit exceeded
# expect-exit: 3
# time-bound: 5
import sys
while True:
    print('err', file=sys.stderr)
