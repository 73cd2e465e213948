# Seeking around a long non-ASCII StringIO makes each read scan for its byte offset, and
# overwriting near the front moves the rest: the scans and moves are charged, so the
# loop ends at the operation limit, quickly.
# pyeval: --max-ops 2000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
import io
s = io.StringIO('é' * 4 * 10**6)
print('made')
while True:
    s.seek(2 * 10**6)
    s.read(1)
    s.seek(1)
    s.write('ü')
    s.seek(3 * 10**6)
    s.readline()
