# queue.Queue().get() on an empty queue waits forever in CPython (no other thread will
# put); in the sandbox it sleeps through time.sleep until the wall-time limit ends the
# run at the limit, with the uncatchable time-limit error.
# pyeval: --timeout 1
# expect-stderr: time limit exceeded
# expect-stdout: waiting
# forbid-stdout: caught
# forbid-stdout: after
# expect-exit: 3
# time-bound: 3
import queue
q = queue.Queue()
print('waiting', flush=True)
try:
    q.get()
except BaseException:
    print('caught')
print('after')
