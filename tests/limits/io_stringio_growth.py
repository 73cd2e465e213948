# Writing to a StringIO forever stops at the memory limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 10
import io
s = io.StringIO()
chunk = 'x' * 10**6
while True:
    s.write(chunk)
