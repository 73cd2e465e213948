# print() into a StringIO stored as sys.stdout is memory-limited, not output-limited.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 10
import io, sys
sys.stdout = io.StringIO()
line = 'y' * 10**5
while True:
    print(line)
