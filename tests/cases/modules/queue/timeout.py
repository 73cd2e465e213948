# queue: a timed wait that nothing can satisfy sleeps the timeout, then raises
import queue

for label, fn in [
    ('get', lambda: queue.Queue().get(timeout=0.05)),
    ('get int', lambda: queue.LifoQueue().get(True, 0)),
    ('lifo get', lambda: queue.LifoQueue().get(timeout=0.02)),
    ('simple get', lambda: queue.SimpleQueue().get(timeout=0.05)),
]:
    try:
        fn()
    except queue.Empty as e:
        print(label, type(e).__name__, repr(e))

q = queue.PriorityQueue(1)
q.put(1)
try:
    q.put(2, timeout=0.05)
except queue.Full as e:
    print('put', type(e).__name__, repr(e))
print(q.qsize(), q.unfinished_tasks, q.get(timeout=0.05))
