# time.sleep counts against the wall-time limit and never overruns it: a 100 s sleep
# under a 1 s limit ends at the limit with the uncatchable time-limit error.
# pyeval: --timeout 1
# expect-stderr: time limit exceeded
# expect-stdout: slept 0.2
# forbid-stdout: caught
# forbid-stdout: after
# expect-exit: 3
# time-bound: 3
import time
t = time.monotonic()
time.sleep(0.2)
print('slept', round(time.monotonic() - t, 1))
try:
    time.sleep(100)
except BaseException:
    print('caught')
print('after')
