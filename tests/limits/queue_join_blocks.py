# Queue.join() with unfinished tasks, and put() on a full queue, wait forever in CPython;
# in the sandbox they end at the wall-time limit (a catch-all except cannot stop it).
# pyeval: --timeout 1
# expect-stderr: time limit exceeded
# expect-stdout: waiting
# forbid-stdout: caught
# forbid-stdout: after
# expect-exit: 3
# time-bound: 3
import queue
q = queue.Queue(1)
q.put(1)
print('waiting', flush=True)
for f in (q.join, lambda: q.put(2)):
    try:
        f()
    except BaseException:
        print('caught')
print('after')
