# sys.stdout.write past the cap names the program's line.
# expect-stderr: output limit exceeded
# expect-stderr: at line 8
# expect-exit: 3
# time-bound: 5
import sys

sys.stdout.write('y' * (2 * 10 ** 6))
