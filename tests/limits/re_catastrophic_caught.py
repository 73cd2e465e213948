# A regex bomb inside try/except in a loop: the limit is not catchable.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: caught
# time-bound: 5
import re
while True:
    try:
        re.search(r'(x+x+)+y', 'x' * 5000)
    except BaseException:
        print('caught')
